/**
 * The texts the study plan of the paid report is built from
 * (`server/src/features/reports/study-plan.model.ts`).
 *
 * Every horizon item is one or two sentences that start with a verb. Placeholders, filled by the
 * model: {code} Holland code, {typeName} name of the main type, {career} top career, {careers} the
 * top careers as a list, {altCareer} the second career, {subjects} 2-3 subjects of the top career
 * (quoted), {subject} its first subject, {work} 1-2 kinds of work it leads to, {universities} up to
 * 3 institutions (always after "instituciones como" / "institutions such as"), {scholarships} up to
 * 2 scholarships (those the reader likely qualifies for first), {country} the person's country
 * (with the article English needs), {schoolSubjects} school subjects worth reinforcing for the top
 * career's field; from the study systems (shared/content/study-systems.ts), for the level of the
 * route the report recommends: {exams} the named entrance tests, {mockExams} their short names,
 * {examNote} who asks for them (or that each institution sets its own, or that none is needed),
 * {registries} the official lists of that level. `plan.field.{field}.project` is a project in the
 * top career's field. No term is repeated in parentheses after itself; a length before a noun is
 * singular ("a 2-3 year program"). A reader in Spain reads Spain's terms (shared/i18n/spain.ts).
 * Spanish templates must read with any career name, job titles included ("Técnico en
 * Programación"): "el programa de {career}", "relacionado con {career}", never "estudiar {career}".
 * Keys ending in `.withUnis` / `.noUnis` and `.withGrants` / `.noGrants` are the wordings used when
 * the report has / has no institutions or scholarships to name; `.tech` keys are used when the top
 * career is a technical program. No statistics, prices, dates or promises: those change and
 * belong on the official sites.
 */
export const planEs = {
  // ---- frame -------------------------------------------------------------------------------
  "plan.stage.school": "Plan para quien termina la secundaria y elige su primera carrera",
  "plan.stage.student": "Plan para quien ya estudia y quiere confirmar su carrera, cambiarse o especializarse",
  "plan.stage.graduate":
    "Plan para profesionales que buscan su siguiente paso: especialización, posgrado o cambio de rumbo",
  "plan.stage.adult": "Plan para retomar los estudios a tu ritmo, de forma compatible con el trabajo y la familia",

  "plan.intro.school":
    "Tu código {code} (tipo principal: {typeName}) apunta a carreras como {careers}. Este plan te lleva paso a paso, a lo largo de un año, de la curiosidad a una decisión informada sobre tu primera carrera.",
  "plan.intro.student":
    "Tu código {code} (tipo principal: {typeName}) coincide con carreras como {careers}. Ya estás estudiando: este plan te ayuda a confirmar tu camino, a cambiarte a tiempo si hace falta o a elegir en qué especializarte.",
  "plan.intro.student.unsure":
    "Tu código {code} (tipo principal: {typeName}) coincide con carreras como {careers}. Si ya estás estudiando, este plan te ayuda a confirmar tu camino, a cambiarte a tiempo o a elegir en qué especializarte.",
  "plan.intro.graduate":
    "Tu código {code} (tipo principal: {typeName}) apunta a carreras como {careers}. Tu formación y tu experiencia ya cuentan: este plan te ayuda a decidir entre especializarte, hacer un posgrado o cambiar de rumbo, a un ritmo compatible con tu trabajo.",
  "plan.intro.graduate.changer":
    "Tu código {code} (tipo principal: {typeName}) apunta a carreras como {careers}. Cambiar de rumbo con experiencia es más común de lo que parece: este plan busca rutas cortas y flexibles que aprovechen lo que ya sabes, en lugar de empezar de cero.",
  "plan.intro.adult":
    "Tu código {code} (tipo principal: {typeName}) apunta a carreras como {careers}. Este plan da prioridad a opciones flexibles (nocturnas, de fin de semana o en línea) y a pasos cortos que puedas combinar con el trabajo y la familia.",

  "plan.horizon.days30": "En los próximos 30 días",
  "plan.horizon.months3": "En los próximos 3 meses",
  "plan.horizon.months6": "En los próximos 6 meses",
  "plan.horizon.year1": "En el próximo año",

  "plan.fallback.career": "la carrera que más te interese",
  "plan.fallback.subjects": "sus materias de base",
  "plan.fallback.work": "cualquiera de sus áreas",

  "plan.undifferentiated":
    "Repite el test con calma otro día y compara los resultados: tu perfil salió parejo entre varios tipos, así que conviene explorar también carreras fuera de este top 3 antes de decidir.",

  // ---- school subjects to reinforce, by the top career's field ----------------------------
  "plan.schoolSubjects.agriculture": "biología, química y matemáticas",
  "plan.schoolSubjects.architecture": "matemáticas, física y dibujo técnico",
  "plan.schoolSubjects.arts": "artes (la disciplina que te interesa), historia del arte y lengua",
  "plan.schoolSubjects.business": "matemáticas, economía y lengua",
  "plan.schoolSubjects.communication": "lengua y literatura, ciencias sociales e inglés",
  "plan.schoolSubjects.computing": "matemáticas, física e informática",
  "plan.schoolSubjects.education": "lengua, matemáticas y ciencias sociales",
  "plan.schoolSubjects.engineering": "matemáticas, física y química",
  "plan.schoolSubjects.health": "biología, química y matemáticas",
  "plan.schoolSubjects.humanities": "lengua y literatura, historia y filosofía",
  "plan.schoolSubjects.law": "lengua, historia y filosofía",
  "plan.schoolSubjects.natural_sciences": "matemáticas, biología, química y física",
  "plan.schoolSubjects.social_sciences": "lengua, historia y matemáticas (sobre todo estadística)",
  "plan.schoolSubjects.hospitality": "inglés, un segundo idioma extranjero y matemáticas",
  "plan.schoolSubjects.technical": "matemáticas, física y tecnología",

  // ---- a project to show, by the top career's field (6 months) ------------------------------
  "plan.field.agriculture.project":
    "Cultiva algo de principio a fin (un huerto, un semillero o plantas en macetas), o acompaña unos días el trabajo de una finca o un vivero, y anota lo que aprendiste.",
  "plan.field.architecture.project":
    "Dibuja a escala o modela en 3D un espacio real que conozcas (tu cuarto, tu casa o una plaza) y muéstraselo a alguien que trabaje en el área.",
  "plan.field.arts.project":
    "Arma un portafolio con 5 a 10 de tus mejores trabajos (dibujos, fotos, música, textos o videos) y pide su opinión a alguien que trabaje en el área.",
  "plan.field.business.project":
    "Lleva un proyecto pequeño con meta, presupuesto y cuentas (una venta, un evento o un emprendimiento) y anota qué decidiste y qué resultó.",
  "plan.field.communication.project":
    "Publica una serie corta de contenidos (artículos, un pódcast o videos) sobre un tema que te apasione y mira qué funcionó con tu audiencia.",
  "plan.field.computing.project":
    "Programa algo pequeño que resuelva un problema real (una página web, una aplicación sencilla o una hoja de cálculo automatizada) y publícalo en GitHub.",
  "plan.field.education.project":
    "Da clases de refuerzo o un taller a un grupo pequeño durante varias semanas y anota qué les ayudó a aprender.",
  "plan.field.engineering.project":
    "Diseña y construye un prototipo (un circuito, una estructura o una máquina sencilla), pruébalo y documenta qué mejorarías.",
  "plan.field.health.project":
    "Haz un curso de primeros auxilios y un voluntariado en un centro de salud, la Cruz Roja o un hogar de personas mayores, para ver de cerca el trabajo de cuidado.",
  "plan.field.humanities.project":
    "Investiga y escribe un ensayo o un proyecto sobre un tema de historia, filosofía o literatura que te apasione, y preséntalo ante un grupo.",
  "plan.field.law.project":
    "Participa en un modelo de Naciones Unidas, un debate o una simulación de juicio, o acompaña como voluntariado un consultorio jurídico gratuito.",
  "plan.field.natural_sciences.project":
    "Haz un pequeño proyecto de investigación: plantea una pregunta, recoge datos (de un experimento o de fuentes públicas) y presenta lo que encontraste.",
  "plan.field.social_sciences.project":
    "Haz una encuesta o un pequeño estudio en tu comunidad sobre un tema que te importe, analiza los resultados y compártelos.",
  "plan.field.hospitality.project":
    "Trabaja o haz voluntariado en un evento, un restaurante o un hotel, u organiza una comida o una visita guiada para un grupo, y anota qué disfrutaste.",
  "plan.field.technical.project":
    "Completa un trabajo práctico de principio a fin (una instalación, una reparación o un montaje) y documéntalo con fotos del antes y el después.",

  // ---- admission, from the study systems (the level of the recommended route) --------------
  // {exams}: the named tests of that level in the reader's country, {examNote}: what the table says
  // about who asks for them (or that each institution sets its own, or that none is needed).
  "plan.exam.test":
    "Averigua qué resultado pide el programa de {career} en las instituciones que te interesan y cuándo abren las inscripciones. Lo que cuenta en {country}: {exams}. {examNote}",
  "plan.exam.own":
    "Averigua cómo es la admisión al programa de {career} en las instituciones que te interesan y anota requisitos y fechas de inscripción. {examNote}",
  "plan.exam.none":
    "Averigua qué documentos piden las instituciones que te interesan para inscribirte en el programa de {career} y cuándo abren las inscripciones. {examNote}",
  "plan.exam.other":
    "Averigua qué prueba o examen de admisión piden las universidades de {country} que ofrecen {career}, qué evalúa y cuándo abren las inscripciones.",
  "plan.exam.graduate.test":
    "Averigua si los posgrados que te interesan en el campo de {career} piden {exams} y cuándo cierran las solicitudes. {examNote}",
  "plan.exam.graduate.own":
    "Averigua qué piden los posgrados que te interesan en el campo de {career} para admitirte y cuándo cierran las solicitudes. {examNote}",

  // ---- the official lists of the level ({registries}: their names) --------------------------
  "plan.registry":
    "Comprueba que la institución y el programa que elijas figuren en la lista oficial de {country}: {registries}.",
  "plan.registry.none":
    "Comprueba en el ministerio de educación de {country} que la institución y el programa que elijas estén reconocidos.",
  "plan.registry.graduate":
    "Comprueba que el programa y la institución que te interesan figuren en la lista oficial de {country} antes de solicitar admisión: {registries}.",
  "plan.registry.graduate.none":
    "Comprueba en el ministerio de educación de {country} que el programa y la institución que te interesan estén reconocidos antes de solicitar admisión.",

  // ---- a first, small try of the main type (30 days) -----------------------------------------
  "plan.type.R.try.young":
    "Inscríbete en un taller práctico (electricidad, carpintería, mecánica, robótica o cocina) y fíjate si el tiempo se te pasa volando cuando trabajas con las manos.",
  "plan.type.I.try.young":
    "Únete a un club de ciencias o empieza un curso gratuito en línea de ciencia o tecnología, y anota las preguntas que te quedan dando vueltas.",
  "plan.type.A.try.young":
    "Crea algo cada semana (un dibujo, una canción, un texto, un video o un diseño) y guárdalo en una carpeta: será el comienzo de tu portafolio.",
  "plan.type.S.try.young":
    "Haz voluntariado unas horas en una fundación, una escuela, un comedor comunitario o un centro de salud de tu comunidad, y fíjate si ayudar a otras personas te da energía.",
  "plan.type.E.try.young":
    "Propón y lidera una actividad pequeña, como una venta de comida o un evento en tu comunidad, y fíjate si disfrutas convencer a otros y organizarlos.",
  "plan.type.C.try.young":
    "Organiza algo real con una hoja de cálculo (tu presupuesto del mes, los gastos de un evento familiar o el inventario de un pequeño negocio) y fíjate si disfrutas poner orden.",
  "plan.type.R.try.adult":
    "Inscríbete en un taller práctico corto, por ejemplo en un centro de formación técnica, para comprobar si disfrutas el trabajo con herramientas, equipos o máquinas.",
  "plan.type.I.try.adult":
    "Toma un curso introductorio en línea sobre un tema que te intrigue y dale un horario fijo; fíjate si sigues con ganas al cabo de dos semanas.",
  "plan.type.A.try.adult":
    "Retoma o empieza un proyecto creativo personal y resérvale un rato fijo cada semana: lo que produzcas puede convertirse en tu portafolio.",
  "plan.type.S.try.adult":
    "Haz voluntariado o mentoría unas horas en una fundación, una escuela o un centro comunitario, y fíjate si quieres que ayudar a otros sea el centro de tu trabajo.",
  "plan.type.E.try.adult":
    "Propón en tu trabajo o en tu comunidad un proyecto pequeño que puedas liderar de principio a fin, o prueba a vender un producto o servicio a pequeña escala.",
  "plan.type.C.try.adult":
    "Ofrécete para ordenar un proceso en tu trabajo o en tu casa (un presupuesto, un inventario o un archivo) con una hoja de cálculo, y fíjate si disfrutas ese orden.",

  // ---- school: finishing secondary school, choosing a first programme ------------------------
  "plan.school.curriculum.withUnis":
    "Lee el plan de estudios de {career} en instituciones como {universities} y marca las materias que te entusiasman y las que te asustan; verás, por ejemplo, {subjects}.",
  "plan.school.curriculum.noUnis":
    "Busca en internet el plan de estudios de {career} en dos universidades de {country} y marca las materias que te entusiasman y las que te asustan; verás, por ejemplo, {subjects}.",
  "plan.school.curriculum.tech.withUnis":
    "Pide en instituciones como {universities} el programa de {career}: duración, horario, prácticas en taller y el título o certificación que entregan al terminar. Revisa también cómo se enseñan {subjects}.",
  "plan.school.curriculum.tech.noUnis":
    "Busca dos institutos técnicos o centros de formación de {country} que ofrezcan {career} y compara duración, horario, prácticas y el título o certificación que entregan. Revisa también cómo se enseñan {subjects}.",
  "plan.school.admission.tech.withUnis":
    "Averigua qué requisitos de ingreso piden esas instituciones para {career} (título de bachiller, prueba de ingreso o entrevista) y anota cuándo abren las inscripciones.",
  "plan.school.admission.tech.noUnis":
    "Averigua qué requisitos de ingreso piden los institutos técnicos de {country} para {career} (título de bachiller, prueba de ingreso o entrevista) y anota cuándo abren las inscripciones.",
  "plan.school.talk":
    "Habla 20 minutos con alguien que trabaje en algo relacionado con {career} (por ejemplo: {work}) y pregúntale cómo es un día normal y qué le habría gustado saber a tu edad.",
  "plan.school.openDay.withUnis":
    "Asiste a una jornada de puertas abiertas o pide una visita guiada en instituciones como {universities}; lleva preguntas sobre {career}: horarios, prácticas, apoyo en el primer año y becas internas.",
  "plan.school.openDay.noUnis":
    "Asiste a una feria universitaria o a una jornada de puertas abiertas en {country} y visita al menos dos instituciones que ofrezcan {career}, con tus preguntas anotadas.",
  "plan.school.openDay.tech.withUnis":
    "Visita instituciones como {universities} y pide ver los talleres, laboratorios o equipos del programa de {career}; pregunta cuánto tiempo es de práctica y si incluye pasantía en empresas.",
  "plan.school.openDay.tech.noUnis":
    "Visita al menos dos institutos técnicos o centros de formación de {country} que ofrezcan {career} y pide ver los talleres donde se practica; pregunta si incluyen pasantía en empresas.",
  "plan.school.reinforce":
    "Refuerza {schoolSubjects} con un horario fijo cada semana: son la base de lo que verás en el programa de {career} y suelen pesar en las pruebas de ingreso.",
  "plan.school.mockTest":
    "Haz al menos un simulacro con tiempo real de {mockExams}, con guías o ejemplos oficiales, y anota en qué secciones fallas más para practicarlas.",
  "plan.school.mockTest.tech":
    "Prepara tus papeles de inscripción (documento de identidad, certificado de notas y, si la piden, una carta de motivación) y practica la entrevista de ingreso con alguien de confianza.",
  "plan.school.audition":
    "Prepara la prueba específica de {career}: muchas escuelas de artes piden una audición, un portafolio o una prueba práctica además del examen general; pregunta qué piden y empieza a ensayar ya.",
  "plan.school.mockTest.noExam":
    "Practica con ejercicios y exámenes de años anteriores de las materias del primer año de {career}, que muchas universidades publican, para llegar con ventaja.",
  "plan.school.family":
    "Habla con tus padres, o con quien te apoye, sobre los costos: matrícula, transporte, materiales y si podrías estudiar y trabajar a la vez. Comparen juntos al menos una opción pública y una privada.",
  "plan.school.grants.withGrants":
    "Prepara tus solicitudes a los programas que pueden financiarte ({scholarships}) con lo que piden (lo verás en la sección de becas de este reporte) y verifica las fechas vigentes en el sitio oficial.",
  "plan.school.grants.noGrants":
    "Pregunta en las oficinas de becas de las instituciones que te interesan y en el ministerio de educación de {country} por becas, créditos educativos o descuentos por buen promedio, y anota requisitos y fechas.",
  "plan.school.compare":
    "Compara {careers} en una tabla sencilla (materias, duración, costo, dónde se estudia y en qué se trabaja) y quédate con una primera opción y una alternativa.",
  "plan.school.compare.single":
    "Compara {career} en dos o tres instituciones en una tabla sencilla (materias, duración, costo y prácticas) y quédate con una primera opción y una alternativa.",
  "plan.school.counselor":
    "Agenda una cita con un orientador vocacional (el de tu colegio o el de una institución que te interese), lleva este reporte y revisen juntos tu código {code} y tu lista corta.",
  "plan.school.apply.withUnis":
    "Solicita admisión a {career} en al menos dos de las instituciones que más te convencieron, para no depender de una sola respuesta.",
  "plan.school.apply.noUnis":
    "Solicita admisión a {career} en al menos dos instituciones de {country}, para no depender de una sola respuesta.",
  "plan.school.apply.tech.withUnis":
    "Inscríbete en el programa de {career} que más te convenció y pregunta qué título o certificación obtendrás y si incluye pasantía.",
  "plan.school.apply.tech.noUnis":
    "Inscríbete en un programa de {career} en un instituto de {country} y confirma qué título o certificación obtendrás y si incluye pasantía.",
  "plan.school.planB":
    "Ten un plan B claro: {altCareer}, la segunda carrera de tu lista, u otra institución que ofrezca {career}, por si la primera opción no se da este año.",
  "plan.school.planB.single":
    "Ten un plan B claro: otra institución o un programa técnico corto del campo de {career}, por si la primera opción no se da este año.",
  "plan.school.decide":
    "Toma la decisión final con tu familia con todo sobre la mesa: lo que te gusta, tus resultados en este test, los costos y las becas que consigas.",
  "plan.school.prep":
    "Toma un curso gratuito en línea sobre {subject} antes de empezar, para llegar con ventaja al primer período del programa de {career}.",

  // ---- student: already studying, confirm, switch or specialise ------------------------------
  "plan.student.compare":
    "Compara el plan de estudios de lo que estudias hoy con el de {career}, que incluye {subjects}: si se parecen, vas por buen camino; si casi nada coincide, vale la pena explorar más.",
  "plan.student.advisor":
    "Habla con tu tutor, tu coordinador de carrera o el consejero estudiantil sobre tus resultados y pregunta qué electivas, menciones o énfasis se acercan a {career}.",
  "plan.student.advisor.tech":
    "Habla con tu coordinador o tus instructores sobre tus resultados y pregunta qué módulos, especialidades o certificaciones se acercan a {career}.",
  "plan.student.talk":
    "Pide una conversación de 20 minutos a alguien que trabaje en algo relacionado con {career} (por ejemplo: {work}) y pregúntale qué formación le sirvió más y qué haría distinto.",
  "plan.student.elective":
    "Toma una electiva, un curso corto o un módulo en línea relacionado con {career} (por ejemplo, sobre {subject}) para probarlo antes de tomar decisiones grandes.",
  "plan.student.switch.withUnis":
    "Averigua en tu institución y en otras como {universities} cómo funcionan los cambios de carrera o traslados y qué materias te convalidarían, por si decides cambiarte.",
  "plan.student.switch.noUnis":
    "Averigua en tu institución, y en otras de {country}, cómo funcionan los cambios de carrera o traslados y qué materias te convalidarían, por si decides cambiarte.",
  "plan.student.switch.tech.withUnis":
    "Averigua en instituciones como {universities} si puedes cursar el programa de {career} en paralelo a tus estudios (por ejemplo, en horario nocturno o de fin de semana), o qué materias te reconocerían si decides cambiarte.",
  "plan.student.switch.tech.noUnis":
    "Averigua en institutos técnicos de {country} si puedes cursar el programa de {career} en paralelo a tus estudios (por ejemplo, en horario nocturno o de fin de semana), o qué materias te reconocerían si decides cambiarte.",
  "plan.student.group":
    "Únete a un grupo estudiantil, un semillero de investigación, un club o un voluntariado relacionado con {career}, y participa al menos en una actividad al mes.",
  "plan.student.skills":
    "Aprende por tu cuenta una herramienta útil en el campo de {career} que no te enseñen en clase (un programa, una técnica o un idioma) con un curso corto en línea.",
  "plan.student.internship":
    "Consigue una pasantía, práctica o trabajo de medio tiempo cercano a {career} (por ejemplo: {work}); aunque sea corto, te dirá más que cualquier test.",
  "plan.student.grants.withGrants":
    "Preséntate a los programas que pueden financiarte ({scholarships}) si cumples los requisitos (verifica las fechas vigentes en el sitio oficial) y pregunta también por las becas internas de tu institución.",
  "plan.student.grants.noGrants":
    "Pregunta en la oficina de becas o de asuntos estudiantiles de tu institución por becas por rendimiento, ayudas o créditos educativos, y anota requisitos y fechas.",
  "plan.student.decide":
    "Decide con lo que aprendiste: confirma tu carrera, cámbiate o elige una especialización, y escribe tus tres razones principales.",
  "plan.student.focus":
    "Elige tu énfasis, tus electivas o el tema de tu proyecto de grado pensando en {career} y en el tipo de trabajo que quieres (por ejemplo: {work}).",
  "plan.student.focus.tech":
    "Elige tu especialidad o una certificación adicional pensando en {career} y en el tipo de trabajo que quieres (por ejemplo: {work}).",
  "plan.student.transfer":
    "Completa el cambio de carrera o el traslado, si lo decidiste, al inicio de un período académico y con las convalidaciones aprobadas por escrito.",
  "plan.student.cv":
    "Arma tu primer CV y un perfil de LinkedIn con tus prácticas, proyectos y voluntariados, y pide a un profesor que lo revise.",
  "plan.student.next":
    "Explora qué especializaciones o posgrados se abren después de {career} y qué becas existen para ellos, para decidir tus electivas con esa meta en mente.",
  "plan.student.next.tech":
    "Explora cómo continuar después de {career}: certificaciones avanzadas o una carrera universitaria que te reconozca parte de lo que estudiaste.",

  // ---- graduate: next degree, specialisation, postgraduate or career change -----------------
  "plan.graduate.audit":
    "Anota en una página qué tareas de tu trabajo o de tus estudios disfrutas y cuáles te agotan, y marca las que se parecen a lo que se hace en el campo de {career} (por ejemplo: {work}).",
  "plan.graduate.informational":
    "Pide dos entrevistas informativas de 20 minutos a personas que trabajen en algo relacionado con {career} y pregúntales cómo llegaron ahí y qué formación se pide hoy.",
  "plan.graduate.programs.withUnis":
    "Haz una lista de especializaciones, maestrías o diplomados relacionados con {career} en instituciones como {universities}, con su modalidad (presencial, nocturna, de fin de semana o en línea) y sus requisitos.",
  "plan.graduate.programs.noUnis":
    "Haz una lista de especializaciones, maestrías o diplomados relacionados con {career} en universidades de {country} y en programas en línea reconocidos, con su modalidad y sus requisitos.",
  "plan.graduate.programs.tech.withUnis":
    "Haz una lista de certificaciones y programas cortos de {career} en instituciones como {universities}, con su horario (nocturno, de fin de semana o en línea) y lo que piden para entrar.",
  "plan.graduate.programs.tech.noUnis":
    "Haz una lista de certificaciones y programas cortos de {career} en institutos de {country} y en línea, con su horario y lo que piden para entrar.",
  "plan.graduate.course":
    "Toma un curso corto en línea sobre {subject} para comprobar si el tema te engancha antes de invertir en un programa largo.",
  "plan.graduate.level":
    "Ten en cuenta el nivel: ya tienes un título, así que antes de empezar otra carrera de varios años mira las rutas más cortas hacia {career}: una especialización, una maestría que admita otras carreras, un diplomado o el reconocimiento de materias que ya cursaste.",
  "plan.graduate.infoSession.withUnis":
    "Asiste a una charla informativa de posgrados en una de las universidades de tu lista y pregunta por horarios nocturnos o en línea, convenios con empresas y formas de pago.",
  "plan.graduate.infoSession.noUnis":
    "Asiste a una charla o feria de posgrados en {country}, presencial o virtual, y pregunta por horarios nocturnos o en línea, convenios con empresas y formas de pago.",
  "plan.graduate.infoSession.tech.withUnis":
    "Pide información en una de las instituciones de tu lista sobre sus programas de educación continua en {career}: horarios, duración, prácticas y certificación.",
  "plan.graduate.infoSession.tech.noUnis":
    "Pide información a institutos técnicos y centros de educación continua de {country} sobre sus programas de {career}: horarios, duración, prácticas y certificación.",
  "plan.graduate.network":
    "Únete a una asociación o colegio profesional, o a una comunidad en línea relacionada con {career} en {country}, y asiste al menos a un evento o webinar.",
  "plan.graduate.cv":
    "Actualiza tu CV y tu perfil de LinkedIn orientándolos hacia {career}: destaca la experiencia que ya tienes y que sirve en ese campo.",
  "plan.graduate.funding.withGrants":
    "Revisa los requisitos de los programas que pueden financiarte ({scholarships}) y verifica las fechas vigentes en el sitio oficial; compáralos con un crédito educativo o con el apoyo que pueda darte tu empleador.",
  "plan.graduate.funding.noGrants":
    "Arma tu plan de financiamiento: pregunta si tu empleador apoya estudios, compara créditos educativos y busca becas de posgrado o de formación continua en {country} y en el extranjero.",
  "plan.graduate.sideProject":
    "Haz un proyecto paralelo, un trabajo independiente pequeño o un voluntariado profesional relacionado con {career} para tener experiencia que puedas mostrar.",
  "plan.graduate.mentor":
    "Busca a alguien que ya haya recorrido el camino que te interesa y pídele que sea tu mentor o mentora, con una conversación al mes.",
  "plan.graduate.enroll":
    "Solicita admisión a la especialización, la maestría o el diplomado que elegiste y organiza tu agenda de trabajo y estudio antes de empezar.",
  "plan.graduate.enroll.tech":
    "Completa una certificación o un programa corto de {career} y añádelo a tu CV y a tu perfil profesional.",
  "plan.graduate.apply":
    "Postúlate al menos a tres puestos, proyectos o clientes relacionados con {career}, apoyándote en tu nueva formación y en tu red de contactos.",
  "plan.graduate.apply.changer":
    "Busca puestos o encargos del campo de {career} en los que cuente tu experiencia, no solo los de entrada, y pide a tu red que te presente a quienes contratan en ese campo.",
  "plan.graduate.review":
    "Revisa este plan con alguien de confianza, como tu mentor o un colega: qué funcionó, qué cambiarías y cuáles son tus pasos para el año siguiente.",

  // ---- adult: returning to study (secundaria or técnico at 25+) ------------------------------
  "plan.adult.papers.secundaria":
    "Reúne tu título de bachiller y tu certificado de notas; si no terminaste la secundaria, pregunta por programas para adultos o exámenes de validación en {country}.",
  "plan.adult.papers.tecnico":
    "Reúne tus títulos y certificados técnicos, y pregunta en qué instituciones te reconocerían materias o experiencia para avanzar más rápido en el programa de {career}.",
  "plan.adult.time":
    "Siéntate con tu familia o tu pareja a calcular cuántas horas a la semana puedes estudiar de verdad, contando trabajo, casa y traslados; con ese número eliges entre modalidad nocturna, de fin de semana o en línea.",
  "plan.adult.talk":
    "Habla con alguien que trabaje en algo relacionado con {career} (por ejemplo: {work}) y pregúntale por dónde empezaría alguien con tu experiencia.",
  "plan.adult.programs.withUnis":
    "Pide información de programas nocturnos, de fin de semana o en línea de {career} en instituciones como {universities}: horarios, duración, requisitos y formas de pago.",
  "plan.adult.programs.noUnis":
    "Busca programas nocturnos, de fin de semana o en línea de {career} en instituciones de {country} y compara horarios, duración, requisitos y formas de pago.",
  "plan.adult.programs.tech.withUnis":
    "Pide información de los programas cortos de {career} en instituciones como {universities}: horarios, duración, requisitos y la certificación que entregan.",
  "plan.adult.programs.tech.noUnis":
    "Busca programas cortos de {career} con horario nocturno o de fin de semana en institutos y centros de formación de {country}, y compara duración, requisitos y certificación.",
  "plan.adult.techFirst":
    "Considera empezar por un programa técnico o un diplomado corto del campo de {career}, y pregunta si luego te reconocerían esas materias para continuar a la carrera completa.",
  "plan.adult.priorLearning.named":
    "Pregunta si te pueden reconocer lo que ya sabes hacer por experiencia: en {country}, infórmate sobre {recognition}. Puede acortarte el camino hacia {career}.",
  "plan.adult.priorLearning":
    "Pregunta por el reconocimiento de aprendizajes previos o la certificación de competencias laborales en {country}: puede que te validen lo que ya sabes hacer por experiencia.",
  "plan.adult.course":
    "Toma un curso gratuito en línea sobre {subject} para recuperar el hábito de estudio y comprobar que el tema te gusta.",
  "plan.adult.funding.withGrants":
    "Revisa si cumples los requisitos de los programas que pueden financiarte ({scholarships}; verifica las fechas vigentes en el sitio oficial) y pregunta a tu empleador si apoya estudios o da flexibilidad de horario.",
  "plan.adult.funding.noGrants":
    "Arma tu plan de financiamiento: pregunta a tu empleador si apoya estudios o da flexibilidad de horario, compara créditos educativos y busca becas para personas que trabajan en {country}.",
  "plan.adult.enroll":
    "Inscríbete en el primer módulo o período del programa que elegiste, aunque sea con pocas materias: avanzar despacio también es avanzar.",
  "plan.adult.routine":
    "Fija un horario de estudio semanal y protégelo como una cita de trabajo; busca un compañero o compañera de estudio para sostener el ritmo.",
  "plan.adult.progress":
    "Completa tu primer período o módulo y revisa cómo te fue: si hace falta, ajusta la carga de materias en lugar de abandonar.",
  "plan.adult.experience":
    "Busca un trabajo, una pasantía o un voluntariado relacionado con {career} (por ejemplo: {work}) para sumar experiencia mientras estudias.",
  "plan.adult.experience.changer":
    "Busca un proyecto, un voluntariado o un trabajo a tiempo parcial del campo de {career} (por ejemplo: {work}) en el que puedas aportar tu experiencia mientras estudias.",
  "plan.adult.cv":
    "Actualiza tu CV con lo que estás estudiando y presenta tu experiencia previa como parte de tu camino hacia {career}.",
  "plan.adult.next":
    "Planea el siguiente paso según cómo te fue este año: otra certificación, un nivel más alto o la carrera completa de {career}.",
  "plan.adult.next.tech":
    "Planea el siguiente paso según cómo te fue este año: una certificación más avanzada, una especialidad técnica o una carrera universitaria del mismo campo que {career}.",

  // ---- closing actions ---------------------------------------------------------------------
  "plan.next.first": "Elige hoy una acción de los próximos 30 días y hazla esta misma semana.",
  "plan.next.share.school": "Comparte este reporte con tu familia y con un orientador vocacional.",
  "plan.next.share.student":
    "Comparte tus resultados con tu tutor o tu coordinador de carrera antes del próximo período de inscripción.",
  "plan.next.share.graduate": "Escríbele esta semana a una persona de tu red para pedirle una entrevista informativa.",
  "plan.next.share.adult": "Cuéntale tu plan a alguien de confianza que te ayude a sostenerlo cuando falte el tiempo.",
  "plan.next.verify":
    "Verifica fechas, costos y requisitos en los sitios oficiales de cada institución y beca, porque pueden cambiar de un año a otro.",
  "plan.next.review": "Pon en tu calendario una revisión mensual de este plan y marca lo que ya hiciste.",
};
