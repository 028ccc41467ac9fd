/** The header: navigation, language toggle and account menu. */
export const navEs = {
  "nav.home": "Inicio",
  "nav.language": "Idioma",
  "nav.switchToEnglish": "Cambiar a inglés",
  "nav.switchToSpanish": "Cambiar a español",
  "nav.mainNavigation": "Navegación principal",
  "nav.backHome": "Volver al inicio",
  "nav.takeTest": "Hacer el test",
  "nav.login": "Iniciar Sesión",
  "nav.account.menu": "Menú de {name}",
  "nav.account.myReports": "Mis reportes",
  "nav.account.careerPaths": "Rutas de carrera",
  "nav.account.premium": "Premium",
  "nav.account.admin": "Panel de administración",
  "nav.account.classes": "Mis clases",
  "nav.account.seller": "Área de vendedor",
  "nav.account.signOut": "Cerrar sesión",
};
