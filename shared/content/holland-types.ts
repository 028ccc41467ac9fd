/**
 * The six Holland (RIASEC) personality types, as shown in the results and the report.
 * Based on John L. Holland's theory of vocational personalities and work environments
 * (Making Vocational Choices, 1973/1997). Spanish first, English a faithful translation.
 */
import type { HollandType, HollandTypeInfo } from "./types";

export const HOLLAND_TYPE_INFO: Record<HollandType, HollandTypeInfo> = {
  R: {
    type: "R",
    name: { es: "Realista", en: "Realistic" },
    tagline: {
      es: "Te gusta trabajar con las manos, las herramientas y las máquinas, y ver resultados concretos.",
      en: "You like working with your hands, tools and machines, and seeing concrete results.",
    },
    description: {
      es: "Eres una persona práctica: prefieres hacer las cosas antes que hablar de ellas. Disfrutas armar, reparar, construir o cultivar, y te sientes bien cuando ves algo que funciona gracias a tu trabajo. Te gustan las tareas con objetivos claros, al aire libre o en un taller, usando herramientas, máquinas o vehículos. Sueles ir directo al grano, eres constante y resuelves los problemas con sentido común.",
      en: "You are a practical person: you would rather do things than talk about them. You enjoy assembling, repairing, building or growing things, and you feel good when something works thanks to your effort. You like tasks with clear goals, outdoors or in a workshop, using tools, machines or vehicles. You tend to be straightforward and steady, and you solve problems with common sense.",
    },
    about: {
      es: "Quien tiene este perfil es una persona práctica: prefiere hacer las cosas antes que hablar de ellas. Disfruta armar, reparar, construir o cultivar, y se siente bien cuando ve algo que funciona gracias a su trabajo. Le gustan las tareas con objetivos claros, al aire libre o en un taller, usando herramientas, máquinas o vehículos. Suele ir directo al grano, es constante y resuelve los problemas con sentido común.",
      en: "Someone with this profile is a practical person: they would rather do things than talk about them. They enjoy assembling, repairing, building or growing things, and they feel good when something works thanks to their effort. They like tasks with clear goals, outdoors or in a workshop, using tools, machines or vehicles. They tend to be straightforward and steady, and they solve problems with common sense.",
    },
    traits: [
      { es: "Sentido práctico", en: "Practical sense" },
      { es: "Habilidad manual", en: "Hands-on skill" },
      { es: "Franqueza", en: "Straightforwardness" },
      { es: "Constancia", en: "Persistence" },
      { es: "Gusto por el aire libre", en: "Love of the outdoors" },
    ],
    environments: [
      { es: "Talleres y fábricas", en: "Workshops and factories" },
      { es: "Obras de construcción", en: "Building sites" },
      { es: "El campo y el aire libre", en: "Farms and the outdoors" },
      { es: "Vehículos y maquinaria", en: "Vehicles and machinery" },
    ],
    activities: [
      { es: "Reparar aparatos y motores", en: "Repairing devices and engines" },
      { es: "Construir cosas con madera o metal", en: "Building things from wood or metal" },
      { es: "Manejar máquinas y vehículos", en: "Operating machines and vehicles" },
      { es: "Cultivar plantas y trabajar la tierra", en: "Growing plants and working the land" },
    ],
  },
  I: {
    type: "I",
    name: { es: "Investigador", en: "Investigative" },
    tagline: {
      es: "Te encanta hacer preguntas, investigar y descubrir cómo funcionan las cosas.",
      en: "You love asking questions, investigating and finding out how things work.",
    },
    description: {
      es: "Eres una persona curiosa: quieres entender el porqué de las cosas y no te quedas con la primera respuesta. Disfrutas observar, analizar datos, hacer experimentos y resolver problemas que exigen pensar a fondo. Te gusta trabajar con calma y con cierta independencia, siguiendo tus propias ideas hasta llegar al fondo de un tema. La ciencia, la naturaleza y los misterios sin resolver te llaman la atención.",
      en: "You are a curious person: you want to understand why things happen and you don't settle for the first answer. You enjoy observing, analyzing data, running experiments and solving problems that call for deep thinking. You like to work calmly and fairly independently, following your own ideas until you get to the bottom of a subject. Science, nature and unsolved mysteries catch your attention.",
    },
    about: {
      es: "Quien tiene este perfil es una persona curiosa: quiere entender el porqué de las cosas y no se queda con la primera respuesta. Disfruta observar, analizar datos, hacer experimentos y resolver problemas que exigen pensar a fondo. Le gusta trabajar con calma y con cierta independencia, siguiendo sus propias ideas hasta llegar al fondo de un tema. La ciencia, la naturaleza y los misterios sin resolver le llaman la atención.",
      en: "Someone with this profile is a curious person: they want to understand why things happen and they don't settle for the first answer. They enjoy observing, analyzing data, running experiments and solving problems that call for deep thinking. They like to work calmly and fairly independently, following their own ideas until they get to the bottom of a subject. Science, nature and unsolved mysteries catch their attention.",
    },
    traits: [
      { es: "Curiosidad", en: "Curiosity" },
      { es: "Pensamiento analítico", en: "Analytical thinking" },
      { es: "Capacidad de observación", en: "Keen observation" },
      { es: "Precisión", en: "Precision" },
      { es: "Independencia", en: "Independence" },
    ],
    environments: [
      { es: "Laboratorios", en: "Laboratories" },
      { es: "Centros de investigación y universidades", en: "Research centers and universities" },
      { es: "Trabajo de campo en la naturaleza", en: "Fieldwork in nature" },
      { es: "Observatorios y estaciones científicas", en: "Observatories and research stations" },
    ],
    activities: [
      { es: "Hacer experimentos", en: "Running experiments" },
      { es: "Observar con microscopios y telescopios", en: "Observing with microscopes and telescopes" },
      { es: "Analizar datos para encontrar respuestas", en: "Analyzing data to find answers" },
      { es: "Leer y aprender sobre ciencia", en: "Reading and learning about science" },
    ],
  },
  A: {
    type: "A",
    name: { es: "Artístico", en: "Artistic" },
    tagline: {
      es: "Te gusta crear, imaginar y expresar lo que sientes de maneras originales.",
      en: "You like to create, imagine and express what you feel in original ways.",
    },
    description: {
      es: "Eres una persona creativa e imaginativa: ves posibilidades donde otros ven lo de siempre. Disfrutas expresarte con la música, el dibujo, la escritura, la actuación, la fotografía o el diseño. Prefieres los espacios con libertad, donde puedes probar ideas nuevas sin reglas demasiado rígidas. Valoras la belleza, la originalidad y poner tu sello personal en lo que haces.",
      en: "You are a creative, imaginative person: you see possibilities where others see the usual. You enjoy expressing yourself through music, drawing, writing, acting, photography or design. You prefer settings with freedom, where you can try new ideas without rules that are too rigid. You value beauty, originality and putting your personal stamp on what you do.",
    },
    about: {
      es: "Quien tiene este perfil es una persona creativa e imaginativa: ve posibilidades donde otros ven lo de siempre. Disfruta expresarse con la música, el dibujo, la escritura, la actuación, la fotografía o el diseño. Prefiere los espacios con libertad, donde puede probar ideas nuevas sin reglas demasiado rígidas. Valora la belleza, la originalidad y poner su sello personal en lo que hace.",
      en: "Someone with this profile is a creative, imaginative person: they see possibilities where others see the usual. They enjoy expressing themselves through music, drawing, writing, acting, photography or design. They prefer settings with freedom, where they can try new ideas without rules that are too rigid. They value beauty, originality and putting their personal stamp on what they do.",
    },
    traits: [
      { es: "Creatividad", en: "Creativity" },
      { es: "Imaginación", en: "Imagination" },
      { es: "Expresividad", en: "Expressiveness" },
      { es: "Originalidad", en: "Originality" },
      { es: "Sensibilidad", en: "Sensitivity" },
    ],
    environments: [
      { es: "Estudios de arte, música o diseño", en: "Art, music or design studios" },
      { es: "Teatros y escenarios", en: "Theaters and stages" },
      { es: "Productoras de cine y video", en: "Film and video production companies" },
      { es: "Editoriales y medios de comunicación", en: "Publishers and media" },
    ],
    activities: [
      { es: "Dibujar, pintar y diseñar", en: "Drawing, painting and designing" },
      { es: "Tocar música o cantar", en: "Playing music or singing" },
      { es: "Escribir historias", en: "Writing stories" },
      { es: "Actuar, bailar o filmar", en: "Acting, dancing or filming" },
    ],
  },
  S: {
    type: "S",
    name: { es: "Social", en: "Social" },
    tagline: {
      es: "Te gusta ayudar, enseñar y cuidar a las personas.",
      en: "You like helping, teaching and caring for people.",
    },
    description: {
      es: "Eres una persona cercana y empática: te importa cómo están los demás y se te da bien escucharlos. Disfrutas enseñar, explicar, acompañar y ayudar a otros a resolver sus problemas. Te sientes a gusto trabajando en equipo y en contacto con la gente, más que con máquinas u objetos. Te motiva saber que tu trabajo mejora la vida de alguien.",
      en: "You are a warm, empathetic person: you care about how others are doing and you are good at listening to them. You enjoy teaching, explaining, supporting and helping others solve their problems. You feel at ease working in a team and in contact with people, rather than with machines or objects. You are motivated by knowing that your work makes someone's life better.",
    },
    about: {
      es: "Quien tiene este perfil es una persona cercana y empática: le importa cómo están los demás y se le da bien escucharlos. Disfruta enseñar, explicar, acompañar y ayudar a otros a resolver sus problemas. Se siente a gusto trabajando en equipo y en contacto con la gente, más que con máquinas u objetos. Le motiva saber que su trabajo mejora la vida de alguien.",
      en: "Someone with this profile is a warm, empathetic person: they care about how others are doing and they are good at listening to them. They enjoy teaching, explaining, supporting and helping others solve their problems. They feel at ease working in a team and in contact with people, rather than with machines or objects. They are motivated by knowing that their work makes someone's life better.",
    },
    traits: [
      { es: "Empatía", en: "Empathy" },
      { es: "Amabilidad", en: "Kindness" },
      { es: "Saber escuchar", en: "Listening skills" },
      { es: "Paciencia", en: "Patience" },
      { es: "Espíritu de colaboración", en: "Cooperation" },
    ],
    environments: [
      { es: "Escuelas y centros educativos", en: "Schools and learning centers" },
      { es: "Organizaciones comunitarias y de voluntariado", en: "Community and volunteer organizations" },
      { es: "Centros de orientación y apoyo", en: "Counseling and support centers" },
      { es: "Hospitales y centros de salud", en: "Hospitals and health centers" },
    ],
    activities: [
      { es: "Enseñar y explicar", en: "Teaching and explaining" },
      { es: "Escuchar y aconsejar", en: "Listening and giving advice" },
      { es: "Cuidar y acompañar a otras personas", en: "Caring for and supporting other people" },
      { es: "Hacer voluntariado", en: "Volunteering" },
    ],
  },
  E: {
    type: "E",
    name: { es: "Emprendedor", en: "Enterprising" },
    tagline: {
      es: "Te gusta liderar, convencer y poner en marcha proyectos.",
      en: "You like leading, persuading and getting projects off the ground.",
    },
    description: {
      es: "Eres una persona con energía y ambición: te gusta tomar la iniciativa y que las cosas pasen. Disfrutas convencer a otros, negociar, vender ideas y liderar a un grupo hacia una meta. Te sientes a gusto tomando decisiones y asumiendo riesgos cuando vale la pena. Te motivan los desafíos, la competencia y ver crecer lo que empezaste.",
      en: "You are an energetic, ambitious person: you like to take the initiative and make things happen. You enjoy persuading others, negotiating, selling ideas and leading a group towards a goal. You are comfortable making decisions and taking risks when they are worth it. Challenges, competition and watching what you started grow keep you motivated.",
    },
    about: {
      es: "Quien tiene este perfil es una persona con energía y ambición: le gusta tomar la iniciativa y que las cosas pasen. Disfruta convencer a otros, negociar, vender ideas y liderar a un grupo hacia una meta. Se siente a gusto tomando decisiones y asumiendo riesgos cuando vale la pena. Le motivan los desafíos, la competencia y ver crecer lo que empezó.",
      en: "Someone with this profile is an energetic, ambitious person: they like to take the initiative and make things happen. They enjoy persuading others, negotiating, selling ideas and leading a group towards a goal. They are comfortable making decisions and taking risks when they are worth it. Challenges, competition and watching what they started grow keep them motivated.",
    },
    traits: [
      { es: "Autoconfianza", en: "Self-confidence" },
      { es: "Capacidad de persuasión", en: "Persuasiveness" },
      { es: "Liderazgo", en: "Leadership" },
      { es: "Energía", en: "Energy" },
      { es: "Ambición", en: "Ambition" },
    ],
    environments: [
      { es: "Empresas y emprendimientos propios", en: "Companies and start-ups of their own" },
      { es: "Ventas y atención de clientes", en: "Sales and customer-facing businesses" },
      { es: "Política y organizaciones", en: "Politics and organizations" },
      { es: "Turismo y hotelería", en: "Tourism and hotels" },
    ],
    activities: [
      { es: "Liderar equipos y proyectos", en: "Leading teams and projects" },
      { es: "Vender y negociar", en: "Selling and negotiating" },
      { es: "Hablar en público para convencer", en: "Speaking in public to persuade" },
      { es: "Iniciar un negocio", en: "Starting a business" },
    ],
  },
  C: {
    type: "C",
    name: { es: "Convencional", en: "Conventional" },
    tagline: {
      es: "Te gusta el orden, la precisión y trabajar con datos de forma organizada.",
      en: "You like order, accuracy and working with data in an organized way.",
    },
    description: {
      es: "Eres una persona ordenada y responsable: te gusta que cada cosa esté en su lugar y que las tareas se hagan bien. Disfrutas organizar información, llevar registros, revisar detalles y seguir procedimientos claros. Trabajas mejor cuando sabes exactamente qué se espera de ti y puedes planificar tu tiempo. Los demás confían en ti porque trabajas con cuidado, cumples los plazos y no se te escapan los errores.",
      en: "You are an organized, responsible person: you like everything to be in its place and tasks to be done well. You enjoy organizing information, keeping records, checking details and following clear procedures. You work best when you know exactly what is expected of you and can plan your time. Others trust you because you work carefully, meet deadlines and don't let mistakes slip past you.",
    },
    about: {
      es: "Quien tiene este perfil es una persona ordenada y responsable: le gusta que cada cosa esté en su lugar y que las tareas se hagan bien. Disfruta organizar información, llevar registros, revisar detalles y seguir procedimientos claros. Trabaja mejor cuando sabe exactamente qué se espera de su trabajo y puede planificar su tiempo. Los demás confían en su trabajo porque lo hace con cuidado, cumple los plazos y no deja pasar los errores.",
      en: "Someone with this profile is an organized, responsible person: they like everything to be in its place and tasks to be done well. They enjoy organizing information, keeping records, checking details and following clear procedures. They work best when they know exactly what is expected of them and can plan their time. Others trust them because they work carefully, meet deadlines and don't let mistakes slip past them.",
    },
    traits: [
      { es: "Orden", en: "Orderliness" },
      { es: "Responsabilidad", en: "Responsibility" },
      { es: "Atención al detalle", en: "Attention to detail" },
      { es: "Eficiencia", en: "Efficiency" },
      { es: "Confiabilidad", en: "Reliability" },
    ],
    environments: [
      { es: "Oficinas", en: "Offices" },
      { es: "Bancos y departamentos de contabilidad", en: "Banks and accounting departments" },
      { es: "Bibliotecas y archivos", en: "Libraries and archives" },
      { es: "Almacenes y centros de logística", en: "Warehouses and logistics centers" },
    ],
    activities: [
      { es: "Organizar archivos y datos", en: "Organizing files and data" },
      { es: "Llevar cuentas y registros", en: "Keeping accounts and records" },
      { es: "Revisar documentos en busca de errores", en: "Checking documents for errors" },
      { es: "Planificar horarios y tareas", en: "Planning schedules and tasks" },
    ],
  },
};
