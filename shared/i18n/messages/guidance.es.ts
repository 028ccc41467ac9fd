/** Texts of the career guidance: bands, routes by stage, why a career, areas to explore, the method and the parents' page. */
export const guidanceEs = {
  "guidance.band.high": "Afinidad alta",
  "guidance.band.medium": "Afinidad media",
  "guidance.band.explore": "Para explorar",
  "guidance.band.note.high":
    "Tu tipo principal es el de esta carrera y tu perfil completo se parece mucho al de quienes trabajan en ella.",
  "guidance.band.note.medium": "Comparte uno de tus dos tipos principales y buena parte de tu perfil.",
  "guidance.band.note.explore":
    "Tiene cosas en común contigo, pero tus respuestas no bastan para recomendarla con seguridad: conócela antes de decidir.",
  "guidance.tied": "Empatada con la anterior",
  "guidance.plain.R": "el trabajo práctico con herramientas, máquinas o la naturaleza",
  "guidance.plain.I": "investigar, analizar y resolver problemas",
  "guidance.plain.A": "crear, diseñar y expresarte",
  "guidance.plain.S": "ayudar, enseñar y cuidar a otras personas",
  "guidance.plain.E": "liderar, convencer y emprender",
  "guidance.plain.C": "organizar, ordenar datos y cuidar los detalles",
  // The same, said of someone else by name ("A Valentina le atrae … expresarse"): never "-te".
  "guidance.plain3.R": "el trabajo práctico con herramientas, máquinas o la naturaleza",
  "guidance.plain3.I": "investigar, analizar y resolver problemas",
  "guidance.plain3.A": "crear, diseñar y expresarse",
  "guidance.plain3.S": "ayudar, enseñar y cuidar a otras personas",
  "guidance.plain3.E": "liderar, convencer y emprender",
  "guidance.plain3.C": "organizar, ordenar datos y cuidar los detalles",
  "guidance.why.liked": "En el test elegiste como favoritas actividades como {activities}.",
  "guidance.why.evidence":
    "En el test elegiste como favoritas {activities}: actividades que apuntan directamente a esta carrera.",
  "guidance.why.none":
    "En el test no elegiste actividades de este tipo como favoritas; aparece por el conjunto de tu perfil.",
  "guidance.why.focus": "Esta carrera se centra en {first} y también pide {second}.",
  "guidance.why.work": "Lleva a trabajos como: {work}.",
  "guidance.route.degree": "Carrera universitaria",
  "guidance.route.technical": "Carrera técnica o tecnológica",
  "guidance.route.postgraduate": "Posgrado (especialización o maestría)",
  "guidance.route.professional": "Escuela profesional (se entra con un título)",
  "guidance.route.short": "Programa técnico corto",
  "guidance.route.second-degree": "Segunda carrera universitaria",
  "guidance.route.note.technical":
    "Programa de {duration} que te permite trabajar antes; después puedes seguir a la universidad.",
  "guidance.route.note.postgraduate":
    "Para quien ya tiene un título: {duration}. Algunos programas piden materias o experiencia previa.",
  "guidance.route.note.professional":
    "Se entra con un título universitario de cualquier área y las materias previas que pida cada escuela: {duration}.",
  "guidance.route.note.short": "Programa de {duration}: una forma rápida de sumar un oficio a tu título.",
  "guidance.route.note.after-study":
    "En {place}: {detail}. Los {duration} cuentan también los estudios universitarios que van antes.",
  "guidance.route.note.after-study-place": "En {place}: {detail}.",
  "guidance.route.note.to-practice": "En {place}, {detail}.",
  "guidance.route.note.second-degree":
    "Sería una segunda carrera de {duration}: no conocemos un posgrado que lleve a ella sin haberla estudiado, y aparece aquí porque ningún posgrado ni programa corto encaja contigo tanto como ella. Pregunta si te reconocen materias de tu título.",
  "guidance.route.note.later-technical":
    "Es un programa técnico de {duration}, más largo que un posgrado: aparece aquí porque ningún posgrado ni programa corto encaja contigo tanto como él.",
  "guidance.route.note.later-professional":
    "Es una escuela profesional de {duration}, más larga que un posgrado: aparece aquí porque ningún posgrado ni programa corto encaja contigo tanto como ella.",
  "guidance.route.note.later-degree":
    "Es una carrera de {duration}, la vía más larga: aparece aquí porque ninguna opción más corta encaja contigo tanto como ella. Busca horarios para personas que trabajan y pregunta si reconocen tu experiencia.",
  "guidance.stage.school":
    "Estás en la secundaria o recién la terminas: te mostramos carreras universitarias ({uniSpan}) y técnicas o tecnológicas ({techSpan}) lado a lado. Las técnicas te dejan trabajar antes y muchas permiten seguir luego a la universidad.",
  "guidance.stage.no-degree":
    "Terminaste la secundaria y no tienes un título superior: te mostramos carreras técnicas ({techSpan}, para trabajar pronto) y universitarias lado a lado.",
  "guidance.stage.older.no-degree":
    "Como tienes 36 años o más, una carrera de 4 años o más aparece solo cuando ninguna opción más corta encaja igual contigo, y lo decimos.",
  "guidance.stage.technical":
    "Ya tienes formación técnica: te mostramos carreras universitarias, donde a menudo te reconocen materias, y otros programas técnicos.",
  "guidance.stage.older.technical": "Como tienes 36 años o más, las opciones más cortas van un poco por delante.",
  "guidance.stage.university-student":
    "Estás en la universidad: primero van las carreras universitarias; los programas técnicos aparecen como complemento.",
  "guidance.stage.graduate":
    "Ya tienes un título universitario: primero van los posgrados abiertos a graduados (especialización o maestría, {gradSpan}) y los programas técnicos cortos (hasta 2 años); una segunda carrera o un programa técnico más largo aparece solo cuando ninguna de esas vías encaja igual contigo, y lo decimos.",
  "guidance.ties.letters":
    "Orden de tus tipos: {order}. Los tipos unidos con «/» están empatados: con 15 elecciones, una diferencia de 2 puntos o menos no es significativa.",
  "guidance.explore.flat":
    "Tus respuestas no marcan un tipo claramente por encima de los demás. En vez de carreras seguras, te proponemos áreas para explorar: conoce personas que trabajen en ellas, prueba actividades y, si quieres, repite el test más adelante.",
  "guidance.explore.opposite":
    "Tus dos tipos principales, {first} y {second}, son opuestos en el hexágono: te atraen cosas muy distintas. En vez de carreras seguras, te proponemos explorar las dos áreas y buscar trabajos que combinen ambas.",
  "guidance.explore.invalid.straight-line":
    "Elegiste el mismo tipo de actividad como favorita y el mismo como la que menos te gusta en casi todas las pantallas. Eso dice algo sobre esos dos tipos, pero nada sobre los otros cuatro: no podemos ordenar tus intereses ni recomendarte carreras con seguridad. Te proponemos áreas para explorar y repetir el test con calma, mirando cada actividad.",
  "guidance.explore.invalid.inconsistent":
    "Tus respuestas no muestran un patrón claro: varios tipos de actividades aparecen como favoritos en unas pantallas y como los que menos te gustan en otras, mucho más de lo que pasa cuando alguien tiene preferencias marcadas. Puede que aún no las tengas o que hayas respondido rápido. No podemos recomendarte carreras con seguridad: te proponemos áreas para explorar y repetir el test con calma.",
  "guidance.explore.invalid.impossible":
    "La edad y el nivel de estudios del formulario no pueden ir juntos (de 15 a 18 años con un posgrado), así que no sabemos qué tipo de programa te sirve. Te proponemos áreas para explorar; repite el test con tus datos correctos para recibir carreras a tu nivel.",
  "guidance.careers.exploreTitle": "3 carreras para explorar",
  "guidance.areas.title": "Áreas para explorar",
  "guidance.area.line": "{name}: {plain}. Por ejemplo: {careers}.",
  "guidance.ranked.title": "Tu lista ampliada",
  "guidance.ranked.intro":
    "Las {count} carreras que mejor encajan contigo, ordenadas por afinidad; las marcadas «tus 3» son tus tres carreras: tres programas distintos de al menos dos áreas, y dos de una misma área solo cuando las actividades que elegiste apuntan a la segunda. Las marcadas «~» están empatadas con la anterior: la diferencia es tan pequeña que debes decidir por lo que te atrae, no por el puesto.",
  "guidance.ranked.coPrimary":
    "Tus primeros tipos están empatados ({types}): entre tus 3 carreras, cada uno encabeza al menos una, aunque otra carrera de la lista puntúe un poco más.",
  "guidance.ranked.inTop": "tus 3",
  "guidance.ranked.later":
    "Si quisieras empezar un camino más largo (una segunda carrera o un programa técnico de más de 2 años), también por afinidad:",
  "guidance.ranked.laterAdult": "Si quisieras una carrera universitaria de 4 años o más, también por afinidad:",
  "guidance.ranked.calling": "depende de una vocación, no solo de intereses",
  "guidance.ranked.position": "Puesto",
  "guidance.ranked.career": "Carrera",
  "guidance.ranked.route": "Cómo estudiarla",
  "guidance.ranked.band": "Afinidad",
  "guidance.method.title": "Cómo calculamos tus resultados",
  "guidance.method.scores":
    "Tu puntuación en cada tipo es cuántas veces elegiste una de sus actividades como favorita menos cuántas veces la elegiste como la que menos te gusta (de −15 a +15). Tus tipos más altos forman tu código.",
  "guidance.method.careers":
    "Antes de leer tus respuestas revisamos cómo las diste: si marcaste siempre lo mismo o si los mismos tipos aparecen como favoritos en unas pantallas y como los que menos te gustan en otras, no te damos carreras seguras. Cada carrera tiene el perfil de intereses de las ocupaciones reales a las que lleva (datos O*NET del Departamento de Trabajo de EE. UU.). La ordenamos por cuatro señales a partes iguales (cuánto se parece la forma de tu perfil a la de la carrera, qué tan cerca están los dos perfiles, cuántas letras comparten sus códigos y en qué orden, y cuánto pide la carrera de lo que más te gusta) y por las actividades concretas que elegiste: si te gustaron los motores y la soldadura, pesan más la mecánica y la soldadura que otras carreras del mismo tipo, y pesan menos las de ese tipo a las que no apunta ninguna de las actividades que elegiste. Solo pueden tener afinidad alta o media las carreras cuyo tipo principal es uno de tus dos tipos principales, y una carrera de afinidad más alta nunca va detrás de una de afinidad más baja. Tus tres carreras son tres programas distintos de al menos dos áreas de estudio: una segunda carrera de la misma área entra solo si las actividades que elegiste apuntan a ella; la lista ampliada las ordena todas por afinidad. Entre carreras que encajan contigo casi por igual, van primero las que ofrecen instituciones de tu país a tu nivel (para el primer puesto, solo si la diferencia es aún menor) y, entre ellas, aquellas a las que apunta alguna de las actividades que elegiste. Cuando dos carreras quedan a menos de 0,02 puntos las tratamos como empatadas. Las carreras que dependen de una vocación religiosa no se recomiendan solo por intereses.",
  "guidance.method.level":
    "Tu edad y tus estudios deciden qué tipo de programa va primero (carreras universitarias y técnicas lado a lado si terminas la secundaria; posgrados primero si ya tienes un título). Si tu perfil es plano o tus dos tipos principales son opuestos en el hexágono, te proponemos áreas para explorar en vez de carreras seguras.",
  "guidance.method.bands":
    "Las bandas (afinidad alta, media, para explorar) reemplazan a los porcentajes. Las calibramos simulando {randomCount} personas que responden al azar: solo el {randomHigh} de ellas vería «afinidad alta» en su primera carrera.",
  "guidance.method.retest":
    "Con {retestCount} personas simuladas que hacen el test dos veces, el primer tipo se repite en el {letter} de los casos y la primera carrera en el {career} (en el {inTop} la primera carrera de una vez está entre las tres de la otra). Por eso te damos una lista y no una sola respuesta.",
  "guidance.parents.title": "Para tu familia",
  "guidance.parents.kicker": "Una página para leer juntos",
  "guidance.parents.intro":
    "Esta página resume el reporte de {name} en palabras sencillas, para conversarlo en familia.",
  "guidance.parents.profile.title": "Qué dice su perfil",
  "guidance.parents.profile.body":
    "A {name} le atrae sobre todo {first}, y también {second}. No mide inteligencia ni capacidad: muestra qué actividades disfruta más, y eso ayuda a elegir algo que pueda sostener con gusto durante años.",
  "guidance.parents.profile.explore":
    "Sus respuestas no muestran todavía una preferencia clara. Es normal: conviene explorar antes de elegir, y no hace falta decidir ya.",
  "guidance.parents.options.title": "Tres opciones para conversar",
  "guidance.parents.option": "{name}: {route}, {duration}.",
  "guidance.parents.time.title": "Cuánto tiempo lleva",
  "guidance.parents.time.body":
    "Un programa técnico dura {techSpan} y permite trabajar antes; una carrera universitaria, {uniSpan}; un posgrado, {gradSpan} después del título. Además del tiempo, piensen en traslados y en si puede estudiar y trabajar a la vez.",
  "guidance.parents.next.title": "Qué hacer juntos",
  "guidance.parents.next.1":
    "Lean juntos la página de cada una de las tres opciones y pregunten qué le atrae y qué no.",
  "guidance.parents.next.2": "Busquen a alguien que trabaje en una de ellas y pídanle una conversación de 20 minutos.",
  "guidance.parents.next.3":
    "Visiten (en persona o en línea) una institución que ofrezca el programa y revisen requisitos y costos.",
  "guidance.parents.next.4":
    "Acuerden una fecha para decidir los siguientes pasos, sin presión: la decisión es de {name}.",
  // The family page of a young adult (19-24): they decide; the family helps think it through.
  "guidance.parents.young.kicker": "Una página para conversar en familia",
  "guidance.parents.young.intro":
    "Esta página resume el reporte de {name} en palabras sencillas. A esta edad, {name} decide qué estudiar; la familia puede ayudar a pensar las opciones.",
  "guidance.parents.young.next.title": "Cómo acompañar",
  "guidance.parents.young.next.1":
    "Pregúntenle qué le atrae y qué no de cada una de las tres opciones, y escuchen sus razones.",
  "guidance.parents.young.next.2":
    "Si conocen a alguien que trabaje en una de ellas, ofrezcan ponerlos en contacto para una conversación de 20 minutos.",
  "guidance.parents.young.next.3":
    "Hablen con claridad de lo práctico: costos, traslados y si puede estudiar y trabajar a la vez.",
  "guidance.parents.young.next.4": "{name} toma la decisión; la familia acompaña y ayuda en lo que pueda.",
  // The family page of an adult (25 and over): the person decides; partner, children or friends support.
  "guidance.parents.adult.kicker": "Una página para las personas cercanas",
  "guidance.parents.adult.intro":
    "Esta página resume el reporte de {name} en palabras sencillas, para las personas cercanas que acompañan su decisión: pareja, hijos, familia o amistades.",
  "guidance.parents.adult.time.body":
    "Un programa técnico dura {techSpan}; una carrera universitaria, {uniSpan}; un posgrado, {gradSpan} después del título. Para una persona adulta, el horario cuenta tanto como la duración: muchos programas son vespertinos, de fin de semana o en línea, y se pueden combinar con el trabajo y la familia.",
  "guidance.parents.adult.next.title": "Cómo apoyar",
  "guidance.parents.adult.next.1":
    "Pregúntenle qué le atrae de cada una de las tres opciones y escuchen sus razones sin juzgar.",
  "guidance.parents.adult.next.2":
    "Si conocen a alguien que trabaje en una de ellas, ofrezcan ponerlos en contacto para una conversación de 20 minutos.",
  "guidance.parents.adult.next.3":
    "Piensen juntos en lo práctico: horarios, costos y cómo repartir las tareas de la casa mientras estudia.",
  "guidance.parents.adult.next.4":
    "{name} decide qué estudiar y a qué ritmo; la familia apoya con tiempo, ánimo y ayuda concreta.",
};
