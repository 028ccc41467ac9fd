/** What careers lead to: pay and employment, only from published sources (DECISIONS 36). */
export const outcomesEs = {
  "outcomes.title": "Pago y empleo",
  "outcomes.none": "No hay cifras oficiales publicadas para {country}.",
  "outcomes.unknown": "No tenemos cifras oficiales de pago ni de empleo para {country}.",
  "outcomes.notReusable":
    "No hay cifras oficiales publicadas para {country} que podamos reproducir aquí: {publisher} publica {publishes}, pero sus condiciones de uso no lo permiten. Consúltalas en su portal.",
  "outcomes.notImported":
    "Aún no mostramos cifras oficiales de {country}: {publisher} publica {publishes}. Consúltalas en su portal.",
  "outcomes.portal": "Dónde consultarlas: {name} ({publisher})",
  "outcomes.us.own": "Cifras de los Estados Unidos, en dólares estadounidenses (USD):",
  "outcomes.us.foreign":
    "Como referencia, cifras de otro país: los Estados Unidos, en dólares estadounidenses (USD). No describen el mercado laboral de {country}.",
  "outcomes.occupation": "Ocupación: {title} (código {code})",
  "outcomes.median": "Salario anual mediano: {amount}",
  "outcomes.middle": "La mitad central gana entre {low} y {high} al año",
  "outcomes.employment": "Empleo: {count} puestos, sin contar a quienes trabajan por cuenta propia",
  "outcomes.atLeast": "{amount} o más",
  "outcomes.source":
    "Fuente: {publisher}, Occupational Employment and Wage Statistics (OEWS), {period}, estimaciones nacionales; dominio público.",
  "outcomes.period": "mayo de {year}",
  "outcomes.noData": "Sin datos",
  "outcomes.cell.pay": "{amount} al año: mediana en los Estados Unidos",
  "outcomes.cell.employment": "{count} puestos en los Estados Unidos",
  "outcomes.cell.source": "Fuente: U.S. Bureau of Labor Statistics (OEWS), {period}",
  "outcomes.outlook.change": "Proyección BLS {period}: {change} de empleo en la década",
  "outcomes.outlook.openings": "Vacantes al año (promedio {period}, por crecimiento y reemplazo): {count}",
  "outcomes.outlook.education": "Formación típica para empezar: {education}",
  "outcomes.outlook.source":
    "Fuente: {publisher}, Employment Projections {period}, tabla 1.2 (proyecciones por ocupación); dominio público.",
  "outcomes.education.noCredential": "ninguna credencial formal",
  "outcomes.education.highSchool": "bachillerato o secundaria completa",
  "outcomes.education.someCollege": "estudios superiores sin título",
  "outcomes.education.nondegreeAward": "certificado postsecundario (no universitario)",
  "outcomes.education.associate": "título técnico superior de dos años (associate's degree)",
  "outcomes.education.bachelor": "licenciatura o grado universitario (bachelor's degree)",
  "outcomes.education.master": "maestría",
  "outcomes.education.doctoral": "doctorado o título profesional (doctoral or professional degree)",
  "outcomes.cell.outlook": "{change} de empleo en {period}: proyección para los Estados Unidos",
  "outcomes.cell.outlookSource": "Fuente: U.S. Bureau of Labor Statistics (Employment Projections {period})",
  "outcomes.partlyImported":
    "Mostramos {imported} junto a cada carrera universitaria que corresponde a una de ellas; para las demás, {publisher} publica {publishes}. Consúltalas en su portal.",
  "outcomes.es.own":
    "Cifras publicadas en España por el INE. Son de todos los titulados de la rama de conocimiento de esta carrera, no de esta carrera sola:",
  "outcomes.es.field": "Titulados universitarios en {rama} (rama de conocimiento), promoción {cohort}",
  "outcomes.es.employment": "Tasa de empleo en {year}, unos cinco años después de titularse: {rate}",
  "outcomes.es.unemployment": "Tasa de paro en {year}: {rate}",
  "outcomes.es.source":
    "Fuente: INE, Encuesta de Inserción Laboral de Titulados Universitarios (EILU) {year}, tasas por rama de conocimiento; reutilización permitida citando la fuente.",
  "outcomes.cell.esEmployment": "{rate} de empleo en {year} entre los titulados en {rama} en España",
  "outcomes.cell.esSource": "Fuente: INE (EILU {year}), por rama de conocimiento",
  "outcomes.cell.coCost": "Matrícula publicada por {period}: mediana {median} (de {min} a {max}, {count} programas)",
  "outcomes.cell.coCostSectors":
    "Públicas: mediana {public} ({publicCount} programas); privadas: mediana {private} ({privateCount} programas)",
  "outcomes.cell.coCostIncome":
    "En las instituciones públicas, lo que paga cada estudiante suele depender de los ingresos de su familia.",
  "outcomes.cell.coCostSource":
    "Fuente: SNIES, Ministerio de Educación Nacional de Colombia ({date}): programas activos con matrícula publicada para estudiantes nuevos",
  "outcomes.cost.period.semester": "semestre",
  "outcomes.cost.period.year": "año",
  "outcomes.cost.period.four-month": "cuatrimestre",
  "outcomes.cost.period.quarter": "trimestre",
  "outcomes.cost.period.two-month": "bimestre",
  "outcomes.cost.period.month": "mes",
};
