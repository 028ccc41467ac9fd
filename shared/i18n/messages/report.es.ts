/** Texts of the PDF report. */
export const reportEs = {
  "report.title": "Reporte Vocacional Completo",
  "report.subtitle": "Tu perfil Holland (RIASEC) con carreras, universidades, becas y un plan de estudio",
  "report.preparedFor": "Preparado para",
  "report.date": "Fecha",
  "report.code": "Tu código Holland",
  "report.country": "País",
  "report.method": "Método Holland (RIASEC) · Perfiles de intereses de O*NET",
  "report.contents": "Contenido",
  "report.profile.title": "Tu perfil RIASEC",
  "report.profile.intro":
    "Estas son tus puntuaciones en los seis tipos de Holland. Se calculan con las actividades que elegiste: cada «me gusta» suma y cada «no me gusta» resta. Lo importante es el orden entre tus tipos, no el número exacto.",
  "report.profile.hexagon": "Tu hexágono",
  "report.profile.bars": "Puntuación por tipo (0 a 100)",
  "report.profile.consistency": "Consistencia",
  "report.profile.differentiation": "Diferenciación",
  "report.profile.indices":
    "Distancia entre tu tipo más alto y el más bajo: {holland} puntos de 30 posibles (cuanto mayor, más definido es tu perfil).",
  "report.profile.diff.high":
    "Tu perfil está bien definido: un tipo destaca claramente sobre los demás, así que tus preferencias son nítidas.",
  "report.profile.diff.medium":
    "Tu perfil tiene una forma reconocible: hay tipos que prefieres, aunque no con mucha distancia sobre los demás.",
  "report.profile.validity.straight-line":
    "Elegiste el mismo tipo de actividad como favorita y el mismo como la que menos te gusta en casi todas las pantallas. Eso no basta para ordenar tus intereses ni para recomendarte carreras con seguridad: por eso este reporte te muestra áreas para explorar, no carreras seguras, y te conviene repetir el test con calma.",
  "report.profile.validity.inconsistent":
    "Tus respuestas no muestran un patrón claro: varios tipos aparecen como favoritos en unas pantallas y como los que menos te gustan en otras. Puede que aún no tengas preferencias marcadas o que hayas respondido rápido. Por eso este reporte te muestra áreas para explorar, no carreras seguras, y te conviene repetir el test con calma.",
  "report.profile.howToRead":
    "Cómo leer el hexágono: los tipos vecinos (por ejemplo, Realista e Investigador) se parecen entre sí; los opuestos (Realista y Social) son los más distintos.",
  "report.types.title": "Tus tres tipos principales",
  "report.types.intro": "Tu código Holland resume tus tres tipos dominantes, en orden. Así es cada uno:",
  "report.types.introUnclear":
    "Con tus respuestas, estos tres tipos no forman un código claro: lee sus descripciones como áreas para explorar, no como un retrato tuyo.",
  "report.types.position": "Tipo {position} de tu código",
  "report.types.traits": "Rasgos",
  "report.types.environments": "Entornos donde brillas",
  "report.types.activities": "Actividades que disfrutas",
  "report.careers.title": "Tus 3 carreras recomendadas",
  "report.careers.intro":
    "Comparamos tu perfil completo con el perfil de intereses de las ocupaciones reales a las que conduce cada carrera (datos O*NET). La afinidad se muestra en tres niveles (alta, media, para explorar), no en porcentajes; la página «Cómo calculamos tus resultados» explica por qué.",
  "report.career.heading": "Carrera {position}: {name}",
  "report.career.code": "Código de la carrera: {code}",
  "report.career.why": "Por qué aparece esta carrera",
  "report.career.subjects": "Qué estudiarás",
  "report.career.duration": "Duración típica",
  "report.career.kind": "Tipo de programa",
  "report.career.work": "Dónde puedes trabajar",
  "report.career.field": "Área",
  "report.universities.country": "Dónde estudiarla en {place}",
  "report.universities.some":
    "Estas instituciones ofrecen este programa como {level}; la lista oficial reúne todos los programas acreditados.",
  "report.universities.one":
    "Esta institución ofrece este programa como {level}; la lista oficial reúne todos los programas acreditados.",
  "report.universities.none":
    "No conocemos ninguna institución en {place} que ofrezca este programa como {level}. Eso no significa que no exista: búscalo en la lista oficial de programas acreditados.",
  "report.universities.noneButNear":
    "No conocemos ninguna institución en {place} que ofrezca este programa como {level}; búscalo también en la lista oficial. Lo más cercano que conocemos:",
  "report.universities.level.technical": "programa técnico",
  "report.universities.level.bachelor": "carrera universitaria",
  "report.universities.level.graduate": "posgrado",
  "report.universities.alt.otherLevel": "El mismo programa como {level} en {place}",
  "report.universities.alt.related": "Un programa afín en {place}: {career}",
  "report.universities.alt.relatedLevel": "Un programa afín en {place}, como {level}: {career}",
  "report.universities.alt.abroad": "El programa en otros países",
  "report.universities.credential.certificate": "certificado o diploma de pregrado",
  "report.universities.credential.associate": "grado asociado",
  "report.universities.credential.bachelor": "licenciatura (bachelor's)",
  "report.universities.credential.postBaccalaureate": "certificado posterior a la licenciatura",
  "report.universities.credential.master": "maestría",
  "report.universities.credential.doctoral": "doctorado",
  "report.universities.credential.firstProfessional": "primer título profesional",
  "report.universities.credential.graduateCertificate": "certificado de posgrado",
  "report.universities.fundingIn":
    "Una beca para estudiar en {place} a este nivel: «{scholarship}»; revisa en su convocatoria si cubre este programa.",
  "report.universities.fundingInCheck":
    "Una beca para estudiar en {place} a este nivel, si cumples sus requisitos: «{scholarship}»; revisa en su convocatoria si cubre este programa.",
  "report.universities.fundingNone":
    "Para estudiar en {place} no conocemos una beca de este nivel para quien vive en {home}: pregunta a la institución por becas y descuentos.",
  "report.universities.sources": "Fuentes: {sources}.",
  "report.universities.source.registry": "{title} ({publisher}), consultado en {date}",
  "report.universities.source.page": "páginas oficiales de las instituciones, consultadas en {date}",
  "report.universities.source.press": "noticias y documentos que nombran el programa, consultados en {date}",
  "report.universities.source.offer":
    "la oferta publicada en los sitios oficiales de las instituciones, anotada en {date} sin volver a leer la página de cada programa: confírmalo allí antes de postular",
  "report.universities.registry": "Lista oficial: {registry}",
  "report.universities.abroad": "Instituciones de otros países que ofrecen este programa",
  "report.universities.abroadNote":
    "Como tu país no está en nuestra lista, te mostramos instituciones de otros países. Pregunta en el ministerio de educación de tu país qué instituciones lo ofrecen allí.",
  "report.universities.abroadNone":
    "No conocemos instituciones de nuestra lista que ofrezcan este programa. Pregunta en el ministerio de educación de tu país qué instituciones lo ofrecen.",
  "report.universities.program": "Programa: {program}",
  "report.universities.readOn": "Sin sitio oficial conocido; el programa se lee en: {url}",
  "report.universities.public": "Pública",
  "report.universities.private": "Privada",
  "report.scholarships.title": "Becas para ti",
  "report.scholarships.intro":
    "Programas reales para los que podrías calificar según tu país, tu edad, tu nivel de estudios y si estudias ahora. «Probablemente calificas» quiere decir que cumples las condiciones que conocemos; «Revisa los requisitos», que alguna depende de datos que no tenemos. Las notas, los ingresos y los documentos los decide cada programa.",
  "report.scholarships.likely": "Probablemente calificas",
  "report.scholarships.check": "Revisa los requisitos",
  "report.scholarships.uncertain.age":
    "El límite de edad del programa cae dentro de tu rango de edad: revisa si lo cumples.",
  "report.scholarships.uncertain.destination": "Antes debes ser admitido en una institución de ese país.",
  "report.scholarships.uncertain.education": "Depende de si todavía estudias la carrera o ya la terminaste.",
  "report.scholarships.uncertain.situation": "Depende de si estudias actualmente.",
  "report.scholarships.uncertain.country": "Confirma que tu país esté entre los admitidos.",
  "report.scholarships.uncertain.work": "Depende de tu situación laboral, que no conocemos: mira quién puede aplicar.",
  "report.scholarships.where": "Dónde se estudia",
  "report.scholarships.home": "En {country}",
  "report.scholarships.abroad": "En el extranjero",
  "report.scholarships.several": "Varios países, entre ellos {countries}",
  "report.scholarships.prepare": "Qué preparar",
  "report.scholarships.who": "Quién puede aplicar",
  "report.scholarships.covers": "Qué cubre",
  "report.scholarships.levels": "Nivel",
  "report.scholarships.verify":
    "Verifica las fechas, los requisitos y los montos vigentes en el sitio oficial antes de postular: cambian cada año.",
  "report.scholarships.none":
    "No encontramos becas de nuestra lista para tu país, tu edad y tu nivel de estudios. Consulta la oficina de becas del ministerio de educación de tu país.",
  "report.plan.title": "Tu plan de estudio",
  "report.next.title": "Próximos pasos",
  "report.next.online": "Tus resultados en línea",
  "report.next.onlineBody": "Abre este enlace o escanea el código para ver tu perfil en línea cuando quieras:",
  "report.next.support": "¿Preguntas? Escríbenos a {email} o llámanos al {phone} ({hours}).",
  "report.disclaimer":
    "Este reporte es una herramienta de orientación, no un diagnóstico. Úsalo para conversar con tu familia, tus docentes y orientadores, y para explorar opciones.",
  "report.footer": "{company} · {email} · {phone}",
  "report.page": "Página {page} de {pages}",
};
