/**
 * Career-path explorer: one track per Holland type (R, I, A, S, E, C).
 *
 * Each track is a tree: level 1 = entry point (secondary-school focus), level 2 = degrees and
 * technical programs, level 3 = first jobs / specializations, level 4 = senior roles.
 *
 * No pay, employment or growth figures here (DECISIONS 36): the tracks are not tied to one
 * occupation, so no published figure describes a step. Pay and employment are shown per career,
 * with their source, in the results, the report and the compare view (shared/content/outcomes).
 */
import type { CareerTrack } from "./types";

export const CAREER_TRACKS: CareerTrack[] = [
  // ───────────────────────────── R ─────────────────────────────
  {
    id: "realistic",
    name: { es: "Ruta Realista: Técnica e Ingeniería", en: "Realistic track: Technology and Engineering" },
    primaryType: "R",
    color: "#b45309",
    icon: "1f527",
    root: {
      id: "r-technical-secondary",
      title: {
        es: "Bachillerato técnico o con énfasis en ciencias",
        en: "Technical or science-focused secondary school",
      },
      level: 1,
      hollandTypes: ["R", "I"],
      description: {
        es: "Punto de partida para quienes disfrutan trabajar con herramientas, máquinas y proyectos concretos. Combina matemáticas y física con talleres prácticos.",
        en: "Starting point for those who enjoy working with tools, machines and hands-on projects. It combines math and physics with practical workshops.",
      },
      requirements: [
        { es: "Completar la educación media", en: "Completing secondary school" },
        { es: "Buen desempeño en matemáticas y física", en: "Good performance in math and physics" },
        {
          es: "Interés por talleres, tecnología o construcción",
          en: "Interest in workshops, technology or construction",
        },
      ],
      children: [
        {
          id: "r-industrial-electricity-tech",
          title: { es: "Técnico en electricidad industrial", en: "Industrial electricity technician program" },
          level: 2,
          hollandTypes: ["R", "C"],
          description: {
            es: "Programa técnico o tecnológico de 2 a 3 años centrado en instalaciones eléctricas, motores y automatización básica. Es una vía rápida y muy demandada para entrar al mundo laboral.",
            en: "A 2- to 3-year technical program focused on electrical installations, motors and basic automation. It is a fast, in-demand route into the workforce.",
          },
          requirements: [
            { es: "Título de bachillerato", en: "Secondary school diploma" },
            {
              es: "Manejo de herramientas y lectura de planos eléctricos",
              en: "Handling tools and reading electrical drawings",
            },
            {
              es: "Normas de seguridad eléctrica (por ejemplo, NFPA 70E o la norma nacional)",
              en: "Electrical safety standards (e.g., NFPA 70E or the national code)",
            },
          ],
          children: [
            {
              id: "r-industrial-electrician",
              title: { es: "Electricista industrial", en: "Industrial electrician" },
              level: 3,
              hollandTypes: ["R"],
              description: {
                es: "Instala, mantiene y repara sistemas eléctricos en fábricas, minas y edificios comerciales. Trabaja en terreno y resuelve fallas con rapidez y seguridad.",
                en: "Installs, maintains and repairs electrical systems in factories, mines and commercial buildings. Works on site and fixes faults quickly and safely.",
              },
              requirements: [
                { es: "Título técnico en electricidad", en: "Technical diploma in electricity" },
                {
                  es: "Licencia o certificación de electricista según el país",
                  en: "Electrician license or certification, depending on the country",
                },
                {
                  es: "Curso de trabajo en alturas y seguridad industrial",
                  en: "Work-at-heights and industrial safety training",
                },
              ],
              children: [
                {
                  id: "r-maintenance-supervisor",
                  title: { es: "Supervisor/a de mantenimiento eléctrico", en: "Electrical maintenance supervisor" },
                  level: 4,
                  hollandTypes: ["R", "E"],
                  description: {
                    es: "Coordina equipos de técnicos, planifica el mantenimiento preventivo y responde por la continuidad de la operación de la planta.",
                    en: "Leads teams of technicians, plans preventive maintenance and is responsible for keeping the plant running.",
                  },
                  requirements: [
                    {
                      es: "5 o más años de experiencia como electricista",
                      en: "5+ years of experience as an electrician",
                    },
                    { es: "Liderazgo de equipos y planificación", en: "Team leadership and planning" },
                    {
                      es: "Manejo de software de gestión de mantenimiento (CMMS)",
                      en: "Use of maintenance management software (CMMS)",
                    },
                  ],
                  children: [],
                },
              ],
            },
            {
              id: "r-solar-installer",
              title: { es: "Instalador/a de sistemas solares fotovoltaicos", en: "Solar photovoltaic installer" },
              level: 3,
              hollandTypes: ["R", "I"],
              description: {
                es: "Monta y conecta paneles solares, inversores y baterías en viviendas, empresas y zonas rurales. Es uno de los oficios de mayor crecimiento gracias a la transición energética.",
                en: "Mounts and connects solar panels, inverters and batteries in homes, businesses and rural areas. It is one of the fastest-growing trades thanks to the energy transition.",
              },
              requirements: [
                {
                  es: "Formación técnica en electricidad o energías renovables",
                  en: "Technical training in electricity or renewable energy",
                },
                { es: "Certificación en instalación fotovoltaica", en: "Photovoltaic installation certification" },
                { es: "Curso de trabajo en alturas", en: "Work-at-heights training" },
              ],
              children: [
                {
                  id: "r-renewable-projects-lead",
                  title: { es: "Jefe/a de proyectos de energía renovable", en: "Renewable energy project lead" },
                  level: 4,
                  hollandTypes: ["R", "E"],
                  description: {
                    es: "Dirige la planificación, el presupuesto y la ejecución de parques solares o eólicos, y coordina contratistas y permisos.",
                    en: "Leads the planning, budgeting and execution of solar or wind farms, and coordinates contractors and permits.",
                  },
                  requirements: [
                    {
                      es: "Experiencia en instalación y puesta en marcha de sistemas",
                      en: "Experience installing and commissioning systems",
                    },
                    {
                      es: "Título de ingeniería o tecnología, a menudo con posgrado en energías renovables",
                      en: "Engineering or technology degree, often with graduate studies in renewable energy",
                    },
                    {
                      es: "Gestión de proyectos (por ejemplo, certificación PMP)",
                      en: "Project management (e.g., PMP certification)",
                    },
                  ],
                  children: [],
                },
              ],
            },
          ],
        },
        {
          id: "r-automotive-mechanics-tech",
          title: { es: "Técnico en mecánica automotriz", en: "Automotive mechanics technician program" },
          level: 2,
          hollandTypes: ["R", "I"],
          description: {
            es: "Formación técnica de 2 a 3 años en motores, sistemas eléctricos y diagnóstico electrónico de vehículos, incluidos los híbridos y eléctricos.",
            en: "A 2- to 3-year technical program in engines, electrical systems and electronic vehicle diagnostics, including hybrid and electric vehicles.",
          },
          requirements: [
            { es: "Título de bachillerato", en: "Secondary school diploma" },
            {
              es: "Gusto por desarmar, reparar y entender máquinas",
              en: "Enjoying taking apart, repairing and understanding machines",
            },
            { es: "Manejo de escáneres de diagnóstico", en: "Use of diagnostic scanners" },
          ],
          children: [
            {
              id: "r-automotive-technician",
              title: { es: "Técnico/a automotriz de diagnóstico", en: "Automotive diagnostic technician" },
              level: 3,
              hollandTypes: ["R", "I"],
              description: {
                es: "Diagnostica y repara fallas mecánicas y electrónicas en talleres y concesionarios. Cada vez más se especializa en vehículos híbridos y eléctricos.",
                en: "Diagnoses and repairs mechanical and electronic faults in workshops and dealerships. Increasingly specializes in hybrid and electric vehicles.",
              },
              requirements: [
                { es: "Título técnico en mecánica automotriz", en: "Technical diploma in automotive mechanics" },
                {
                  es: "Certificaciones de marca o de vehículos eléctricos",
                  en: "Manufacturer or electric-vehicle certifications",
                },
                { es: "Licencia de conducir", en: "Driver's license" },
              ],
              children: [
                {
                  id: "r-workshop-manager",
                  title: { es: "Jefe/a de taller automotriz", en: "Automotive workshop manager" },
                  level: 4,
                  hollandTypes: ["E", "R"],
                  description: {
                    es: "Organiza el trabajo del taller, controla la calidad y los costos, y atiende a los clientes. Muchos terminan abriendo su propio taller.",
                    en: "Organizes the workshop's work, controls quality and costs, and deals with customers. Many end up opening their own workshop.",
                  },
                  requirements: [
                    { es: "5 o más años de experiencia en taller", en: "5+ years of workshop experience" },
                    { es: "Gestión de inventario y presupuestos", en: "Inventory and budget management" },
                    { es: "Atención al cliente y liderazgo de equipo", en: "Customer service and team leadership" },
                  ],
                  children: [],
                },
              ],
            },
          ],
        },
        {
          id: "r-civil-engineering",
          title: { es: "Ingeniería civil", en: "Civil engineering" },
          level: 2,
          hollandTypes: ["R", "I"],
          description: {
            es: "Carrera universitaria de unos 5 años que enseña a diseñar y construir carreteras, edificios, puentes y sistemas de agua.",
            en: "A university degree of about 5 years that teaches how to design and build roads, buildings, bridges and water systems.",
          },
          requirements: [
            { es: "Bachillerato y examen de admisión", en: "Secondary school diploma and admission exam" },
            { es: "Matemáticas, física y dibujo técnico", en: "Math, physics and technical drawing" },
            { es: "Software CAD (AutoCAD, Civil 3D)", en: "CAD software (AutoCAD, Civil 3D)" },
          ],
          children: [
            {
              id: "r-site-engineer",
              title: { es: "Ingeniero/a residente de obra", en: "Site engineer" },
              level: 3,
              hollandTypes: ["R", "E"],
              description: {
                es: "Supervisa en terreno que la obra se construya según los planos, los plazos y las normas de seguridad. Coordina cuadrillas, materiales y subcontratistas.",
                en: "Makes sure on site that the work is built according to plans, deadlines and safety rules. Coordinates crews, materials and subcontractors.",
              },
              requirements: [
                { es: "Título de ingeniería civil", en: "Civil engineering degree" },
                { es: "Matrícula o registro profesional", en: "Professional license or registration" },
                { es: "Lectura de planos y control de obra", en: "Plan reading and construction control" },
              ],
              children: [
                {
                  id: "r-construction-project-manager",
                  title: { es: "Director/a de proyectos de construcción", en: "Construction project manager" },
                  level: 4,
                  hollandTypes: ["E", "R"],
                  description: {
                    es: "Responde por el costo, el plazo y la calidad de proyectos completos, desde el diseño hasta la entrega.",
                    en: "Is accountable for the cost, schedule and quality of entire projects, from design to handover.",
                  },
                  requirements: [
                    { es: "8 o más años de experiencia en obra", en: "8+ years of construction experience" },
                    {
                      es: "Posgrado en gerencia de proyectos o certificación PMP",
                      en: "Graduate studies in project management or PMP certification",
                    },
                    { es: "Negociación con clientes y contratistas", en: "Negotiation with clients and contractors" },
                  ],
                  children: [],
                },
              ],
            },
            {
              id: "r-structural-engineer",
              title: { es: "Ingeniero/a estructural", en: "Structural engineer" },
              level: 3,
              hollandTypes: ["R", "I"],
              description: {
                es: "Calcula y diseña las estructuras de edificios y puentes para que resistan cargas y sismos.",
                en: "Calculates and designs the structures of buildings and bridges so they withstand loads and earthquakes.",
              },
              requirements: [
                {
                  es: "Ingeniería civil, idealmente con maestría en estructuras",
                  en: "Civil engineering degree, ideally with a master's in structural engineering",
                },
                {
                  es: "Software de análisis estructural (ETABS, SAP2000)",
                  en: "Structural analysis software (ETABS, SAP2000)",
                },
                { es: "Normas sismorresistentes del país", en: "The country's seismic design codes" },
              ],
              children: [],
            },
          ],
        },
        {
          id: "r-mechanical-engineering",
          title: { es: "Ingeniería mecánica", en: "Mechanical engineering" },
          level: 2,
          hollandTypes: ["R", "I"],
          description: {
            es: "Carrera universitaria de unos 5 años sobre el diseño, la fabricación y el mantenimiento de máquinas, motores y sistemas térmicos.",
            en: "A university degree of about 5 years on the design, manufacturing and maintenance of machines, engines and thermal systems.",
          },
          requirements: [
            { es: "Bachillerato y examen de admisión", en: "Secondary school diploma and admission exam" },
            { es: "Matemáticas y física", en: "Math and physics" },
            {
              es: "Diseño asistido por computador (SolidWorks, AutoCAD)",
              en: "Computer-aided design (SolidWorks, AutoCAD)",
            },
          ],
          children: [
            {
              id: "r-maintenance-engineer",
              title: { es: "Ingeniero/a de mantenimiento", en: "Maintenance engineer" },
              level: 3,
              hollandTypes: ["R", "C"],
              description: {
                es: "Mantiene en funcionamiento los equipos de plantas industriales, mineras o energéticas y planifica el mantenimiento preventivo y predictivo.",
                en: "Keeps equipment running in industrial, mining or energy plants and plans preventive and predictive maintenance.",
              },
              requirements: [
                {
                  es: "Título de ingeniería mecánica o electromecánica",
                  en: "Mechanical or electromechanical engineering degree",
                },
                {
                  es: "Sistemas hidráulicos, neumáticos y de lubricación",
                  en: "Hydraulic, pneumatic and lubrication systems",
                },
                { es: "Software de mantenimiento (por ejemplo, SAP PM)", en: "Maintenance software (e.g., SAP PM)" },
              ],
              children: [
                {
                  id: "r-plant-manager",
                  title: { es: "Gerente de planta", en: "Plant manager" },
                  level: 4,
                  hollandTypes: ["E", "R", "C"],
                  description: {
                    es: "Dirige la operación completa de una planta de producción: seguridad, costos, calidad y personas.",
                    en: "Runs the entire operation of a production plant: safety, costs, quality and people.",
                  },
                  requirements: [
                    {
                      es: "10 o más años en operaciones o mantenimiento",
                      en: "10+ years in operations or maintenance",
                    },
                    {
                      es: "Posgrado en ingeniería industrial o MBA",
                      en: "Graduate degree in industrial engineering or an MBA",
                    },
                    { es: "Lean Manufacturing o Six Sigma", en: "Lean Manufacturing or Six Sigma" },
                  ],
                  children: [],
                },
              ],
            },
          ],
        },
      ],
    },
  },

  // ───────────────────────────── I ─────────────────────────────
  {
    id: "investigative",
    name: { es: "Ruta Investigativa: Ciencia, Datos y Salud", en: "Investigative track: Science, Data and Health" },
    primaryType: "I",
    color: "#1d4ed8",
    icon: "1f52c",
    root: {
      id: "i-science-secondary",
      title: {
        es: "Bachillerato con énfasis en ciencias y matemáticas",
        en: "Secondary school with a science and math focus",
      },
      level: 1,
      hollandTypes: ["I", "R"],
      description: {
        es: "Punto de partida para quienes disfrutan investigar, resolver problemas y entender cómo funcionan las cosas. Las ciencias y las matemáticas abren puertas a la tecnología, la salud y la investigación.",
        en: "Starting point for those who enjoy investigating, solving problems and understanding how things work. Science and math open doors to technology, health and research.",
      },
      requirements: [
        { es: "Completar la educación media", en: "Completing secondary school" },
        {
          es: "Buen desempeño en matemáticas, biología, química o física",
          en: "Good performance in math, biology, chemistry or physics",
        },
        { es: "Curiosidad y hábito de lectura", en: "Curiosity and a reading habit" },
      ],
      children: [
        {
          id: "i-computer-science",
          title: {
            es: "Ingeniería de sistemas o ciencias de la computación",
            en: "Computer science or systems engineering",
          },
          level: 2,
          hollandTypes: ["I", "C"],
          description: {
            es: "Carrera universitaria de 4 a 5 años sobre programación, algoritmos, bases de datos y redes.",
            en: "A 4- to 5-year university degree on programming, algorithms, databases and networks.",
          },
          requirements: [
            { es: "Bachillerato y examen de admisión", en: "Secondary school diploma and admission exam" },
            { es: "Lógica y matemáticas", en: "Logic and math" },
            { es: "Inglés técnico de lectura", en: "Technical reading English" },
          ],
          children: [
            {
              id: "i-software-developer",
              title: { es: "Desarrollador/a de software", en: "Software developer" },
              level: 3,
              hollandTypes: ["I", "C"],
              description: {
                es: "Diseña, programa y prueba aplicaciones web, móviles o de escritorio, normalmente en equipos ágiles.",
                en: "Designs, codes and tests web, mobile or desktop applications, usually in agile teams.",
              },
              requirements: [
                {
                  es: "Dominio de al menos un lenguaje (Java, Python, JavaScript)",
                  en: "Command of at least one language (Java, Python, JavaScript)",
                },
                { es: "Control de versiones con Git", en: "Version control with Git" },
                { es: "Inglés intermedio", en: "Intermediate English" },
              ],
              children: [
                {
                  id: "i-software-architect",
                  title: { es: "Arquitecto/a de software", en: "Software architect" },
                  level: 4,
                  hollandTypes: ["I", "E"],
                  description: {
                    es: "Define la estructura técnica de sistemas grandes y guía a los equipos de desarrollo en decisiones de diseño, seguridad y escalabilidad.",
                    en: "Defines the technical structure of large systems and guides development teams on design, security and scalability decisions.",
                  },
                  requirements: [
                    { es: "8 o más años de experiencia en desarrollo", en: "8+ years of development experience" },
                    {
                      es: "Sistemas distribuidos y nube (AWS, Azure o GCP)",
                      en: "Distributed systems and cloud (AWS, Azure or GCP)",
                    },
                    {
                      es: "Certificaciones de arquitectura en la nube (valoradas)",
                      en: "Cloud architecture certifications (a plus)",
                    },
                    { es: "Comunicación con áreas de negocio", en: "Communication with business teams" },
                  ],
                  children: [],
                },
              ],
            },
            {
              id: "i-data-scientist",
              title: { es: "Científico/a de datos", en: "Data scientist" },
              level: 3,
              hollandTypes: ["I", "C"],
              description: {
                es: "Usa estadística y aprendizaje automático para encontrar patrones en grandes volúmenes de datos y apoyar decisiones.",
                en: "Uses statistics and machine learning to find patterns in large amounts of data and support decisions.",
              },
              requirements: [
                { es: "Python o R, y SQL", en: "Python or R, and SQL" },
                { es: "Estadística y aprendizaje automático", en: "Statistics and machine learning" },
                {
                  es: "A menudo, maestría en ciencia de datos o un área afín",
                  en: "Often a master's in data science or a related field",
                },
              ],
              children: [
                {
                  id: "i-head-of-data",
                  title: {
                    es: "Líder de ciencia de datos e inteligencia artificial",
                    en: "Head of data science and AI",
                  },
                  level: 4,
                  hollandTypes: ["I", "E"],
                  description: {
                    es: "Dirige equipos de datos y define cómo la organización usa la inteligencia artificial de forma útil y responsable.",
                    en: "Leads data teams and defines how the organization uses artificial intelligence in useful and responsible ways.",
                  },
                  requirements: [
                    { es: "7 o más años de experiencia en datos", en: "7+ years of experience in data" },
                    { es: "Liderazgo de equipos técnicos", en: "Leadership of technical teams" },
                    { es: "Gobierno de datos y ética de la IA", en: "Data governance and AI ethics" },
                  ],
                  children: [],
                },
              ],
            },
            {
              id: "i-cybersecurity-analyst",
              title: { es: "Analista de ciberseguridad", en: "Cybersecurity analyst" },
              level: 3,
              hollandTypes: ["I", "C", "R"],
              description: {
                es: "Protege redes y sistemas, detecta intrusiones y responde a incidentes de seguridad.",
                en: "Protects networks and systems, detects intrusions and responds to security incidents.",
              },
              requirements: [
                { es: "Redes y sistemas operativos", en: "Networks and operating systems" },
                {
                  es: "Certificaciones como CompTIA Security+ o CEH",
                  en: "Certifications such as CompTIA Security+ or CEH",
                },
                {
                  es: "Pensamiento analítico y atención al detalle",
                  en: "Analytical thinking and attention to detail",
                },
              ],
              children: [],
            },
          ],
        },
        {
          id: "i-software-development-tech",
          title: {
            es: "Tecnología en análisis y desarrollo de software",
            en: "Software development technology program (technical degree)",
          },
          level: 2,
          hollandTypes: ["I", "C"],
          description: {
            es: "Programa técnico o tecnológico de 2 a 3 años enfocado en programar aplicaciones web y móviles. También existen bootcamps intensivos que enseñan lo básico en pocos meses.",
            en: "A 2- to 3-year technical program focused on building web and mobile applications. Intensive bootcamps also teach the basics in a few months.",
          },
          requirements: [
            { es: "Título de bachillerato", en: "Secondary school diploma" },
            { es: "Lógica de programación", en: "Programming logic" },
            { es: "Portafolio de proyectos propios", en: "A portfolio of personal projects" },
          ],
          children: [
            {
              id: "i-web-developer",
              title: { es: "Desarrollador/a web", en: "Web developer" },
              level: 3,
              hollandTypes: ["I", "A", "C"],
              description: {
                es: "Construye y mantiene sitios y aplicaciones web, desde la interfaz hasta la conexión con bases de datos.",
                en: "Builds and maintains websites and web applications, from the interface to the database connection.",
              },
              requirements: [
                { es: "HTML, CSS y JavaScript", en: "HTML, CSS and JavaScript" },
                { es: "Un framework como React, Angular o Vue", en: "A framework such as React, Angular or Vue" },
                { es: "Portafolio publicado (por ejemplo, en GitHub)", en: "A published portfolio (e.g., on GitHub)" },
              ],
              children: [
                {
                  id: "i-senior-fullstack-developer",
                  title: { es: "Desarrollador/a full stack sénior", en: "Senior full-stack developer" },
                  level: 4,
                  hollandTypes: ["I", "C"],
                  description: {
                    es: "Resuelve problemas técnicos complejos de punta a punta y orienta a desarrolladores con menos experiencia.",
                    en: "Solves complex technical problems end to end and mentors less experienced developers.",
                  },
                  requirements: [
                    { es: "5 o más años de experiencia", en: "5+ years of experience" },
                    { es: "Backend, frontend, bases de datos y nube", en: "Backend, frontend, databases and cloud" },
                    {
                      es: "Inglés avanzado para equipos internacionales",
                      en: "Advanced English for international teams",
                    },
                  ],
                  children: [],
                },
              ],
            },
          ],
        },
        {
          id: "i-medicine",
          title: { es: "Medicina", en: "Medicine" },
          level: 2,
          hollandTypes: ["I", "S"],
          description: {
            es: "Carrera universitaria de 6 a 7 años, que suele incluir un internado y un servicio social obligatorio, para diagnosticar y tratar enfermedades.",
            en: "A 6- to 7-year university degree, usually including an internship and mandatory social service, to diagnose and treat illness.",
          },
          requirements: [
            {
              es: "Bachillerato con alto rendimiento y examen de admisión exigente",
              en: "Strong secondary school grades and a demanding admission exam",
            },
            { es: "Biología y química", en: "Biology and chemistry" },
            {
              es: "Vocación de servicio y resistencia al estrés",
              en: "A calling to serve and resilience under stress",
            },
          ],
          children: [
            {
              id: "i-general-practitioner",
              title: { es: "Médico/a general", en: "General practitioner" },
              level: 3,
              hollandTypes: ["I", "S"],
              description: {
                es: "Atiende consultas, urgencias y controles de salud, y deriva a especialistas cuando es necesario.",
                en: "Handles consultations, emergencies and check-ups, and refers patients to specialists when needed.",
              },
              requirements: [
                { es: "Título de médico/a cirujano/a", en: "Medical degree (MD)" },
                { es: "Registro o licencia profesional", en: "Professional registration or license" },
                {
                  es: "Año rural o servicio social, según el país",
                  en: "Rural year or social service, depending on the country",
                },
              ],
              children: [
                {
                  id: "i-medical-specialist",
                  title: { es: "Médico/a especialista", en: "Medical specialist" },
                  level: 4,
                  hollandTypes: ["I", "S"],
                  description: {
                    es: "Se dedica a un área como pediatría, cardiología o cirugía después de una residencia de 3 a 5 años.",
                    en: "Focuses on a field such as pediatrics, cardiology or surgery after a 3- to 5-year residency.",
                  },
                  requirements: [
                    {
                      es: "Residencia médica de 3 a 5 años, obtenida por concurso",
                      en: "A competitive 3- to 5-year medical residency",
                    },
                    { es: "Certificación de la especialidad", en: "Specialty board certification" },
                    { es: "Actualización médica continua", en: "Continuing medical education" },
                  ],
                  children: [],
                },
              ],
            },
          ],
        },
        {
          id: "i-natural-sciences",
          title: { es: "Biología, química o biotecnología", en: "Biology, chemistry or biotechnology" },
          level: 2,
          hollandTypes: ["I", "R"],
          description: {
            es: "Carreras universitarias de 4 a 5 años que estudian los seres vivos y la materia, con mucho trabajo de laboratorio y de campo.",
            en: "4- to 5-year university degrees that study living things and matter, with a lot of lab and field work.",
          },
          requirements: [
            { es: "Bachillerato y examen de admisión", en: "Secondary school diploma and admission exam" },
            { es: "Química, biología y matemáticas", en: "Chemistry, biology and math" },
            { es: "Inglés para leer artículos científicos", en: "English for reading scientific papers" },
          ],
          children: [
            {
              id: "i-lab-analyst",
              title: { es: "Analista de laboratorio", en: "Laboratory analyst" },
              level: 3,
              hollandTypes: ["I", "R", "C"],
              description: {
                es: "Realiza ensayos y análisis en laboratorios de alimentos, farmacéuticos, ambientales o mineros, siguiendo protocolos de calidad.",
                en: "Runs tests and analyzes in food, pharmaceutical, environmental or mining laboratories, following quality protocols.",
              },
              requirements: [
                {
                  es: "Título en química, biología o un área afín",
                  en: "Degree in chemistry, biology or a related field",
                },
                {
                  es: "Buenas prácticas de laboratorio y norma ISO/IEC 17025",
                  en: "Good laboratory practice and the ISO/IEC 17025 standard",
                },
                { es: "Registro preciso de resultados", en: "Accurate recording of results" },
              ],
              children: [
                {
                  id: "i-research-scientist",
                  title: { es: "Investigador/a científico/a", en: "Research scientist" },
                  level: 4,
                  hollandTypes: ["I"],
                  description: {
                    es: "Dirige proyectos de investigación en universidades, centros públicos o empresas, publica resultados y busca financiamiento.",
                    en: "Leads research projects at universities, public institutes or companies, publishes results and seeks funding.",
                  },
                  requirements: [
                    { es: "Doctorado (PhD) y, a menudo, posdoctorado", en: "A PhD and often a postdoc" },
                    { es: "Publicaciones científicas", en: "Scientific publications" },
                    {
                      es: "Redacción de proyectos para fondos concursables",
                      en: "Writing proposals for competitive grants",
                    },
                  ],
                  children: [],
                },
              ],
            },
          ],
        },
      ],
    },
  },

  // ───────────────────────────── A ─────────────────────────────
  {
    id: "artistic",
    name: { es: "Ruta Artística: Diseño, Arte y Comunicación", en: "Artistic track: Design, Arts and Communication" },
    primaryType: "A",
    color: "#9d174d",
    icon: "1f3a8",
    root: {
      id: "a-arts-secondary",
      title: {
        es: "Bachillerato con énfasis en artes, humanidades o diseño",
        en: "Secondary school with an arts, humanities or design focus",
      },
      level: 1,
      hollandTypes: ["A", "S"],
      description: {
        es: "Punto de partida para quienes disfrutan crear, expresarse y comunicar ideas. Un portafolio de dibujos, fotos, videos o textos ayuda mucho en la admisión.",
        en: "Starting point for those who enjoy creating, expressing themselves and communicating ideas. A portfolio of drawings, photos, videos or writing helps a lot with admission.",
      },
      requirements: [
        { es: "Completar la educación media", en: "Completing secondary school" },
        { es: "Portafolio creativo propio", en: "A personal creative portfolio" },
        { es: "Talleres de arte, música, escritura o fotografía", en: "Art, music, writing or photography workshops" },
      ],
      children: [
        {
          id: "a-graphic-design",
          title: { es: "Diseño gráfico", en: "Graphic design" },
          level: 2,
          hollandTypes: ["A", "E"],
          description: {
            es: "Carrera universitaria o tecnológica de 3 a 5 años sobre comunicación visual: tipografía, color, identidad de marca e interfaces digitales.",
            en: "A 3- to 5-year university or technical degree in visual communication: typography, color, brand identity and digital interfaces.",
          },
          requirements: [
            {
              es: "Bachillerato y, a veces, prueba de aptitud o portafolio",
              en: "Secondary school diploma and sometimes an aptitude test or portfolio",
            },
            { es: "Dibujo y sensibilidad visual", en: "Drawing and a good visual eye" },
            { es: "Herramientas como Adobe Creative Cloud o Figma", en: "Tools such as Adobe Creative Cloud or Figma" },
          ],
          children: [
            {
              id: "a-graphic-designer",
              title: { es: "Diseñador/a gráfico/a", en: "Graphic designer" },
              level: 3,
              hollandTypes: ["A"],
              description: {
                es: "Crea logotipos, piezas publicitarias, empaques y contenidos para redes sociales en agencias, empresas o como independiente.",
                en: "Creates logos, advertising pieces, packaging and social media content at agencies, companies or as a freelancer.",
              },
              requirements: [
                { es: "Título en diseño gráfico", en: "Graphic design degree" },
                { es: "Illustrator, Photoshop e InDesign", en: "Illustrator, Photoshop and InDesign" },
                { es: "Portafolio profesional actualizado", en: "An up-to-date professional portfolio" },
              ],
              children: [
                {
                  id: "a-art-director",
                  title: { es: "Director/a de arte", en: "Art director" },
                  level: 4,
                  hollandTypes: ["A", "E"],
                  description: {
                    es: "Define el estilo visual de campañas y marcas, y dirige equipos de diseñadores, fotógrafos e ilustradores.",
                    en: "Defines the visual style of campaigns and brands, and leads teams of designers, photographers and illustrators.",
                  },
                  requirements: [
                    { es: "6 o más años de experiencia en diseño", en: "6+ years of design experience" },
                    { es: "Liderazgo creativo", en: "Creative leadership" },
                    { es: "Presentación de ideas a clientes", en: "Pitching ideas to clients" },
                  ],
                  children: [],
                },
              ],
            },
            {
              id: "a-ux-ui-designer",
              title: { es: "Diseñador/a UX/UI", en: "UX/UI designer" },
              level: 3,
              hollandTypes: ["A", "I"],
              description: {
                es: "Investiga cómo usan las personas las aplicaciones y diseña interfaces fáciles y atractivas.",
                en: "Researches how people use apps and designs interfaces that are easy and appealing.",
              },
              requirements: [
                { es: "Figma y prototipado", en: "Figma and prototyping" },
                { es: "Investigación con usuarios y pruebas de usabilidad", en: "User research and usability testing" },
                { es: "Portafolio con casos de estudio", en: "A portfolio of case studies" },
              ],
              children: [
                {
                  id: "a-product-design-lead",
                  title: { es: "Líder de diseño de producto", en: "Product design lead" },
                  level: 4,
                  hollandTypes: ["A", "E"],
                  description: {
                    es: "Dirige al equipo de diseño de un producto digital y alinea las decisiones de diseño con los objetivos del negocio.",
                    en: "Leads the design team of a digital product and aligns design decisions with business goals.",
                  },
                  requirements: [
                    { es: "6 o más años en UX/UI", en: "6+ years in UX/UI" },
                    { es: "Sistemas de diseño y métricas de producto", en: "Design systems and product metrics" },
                    { es: "Liderazgo y mentoría", en: "Leadership and mentoring" },
                  ],
                  children: [],
                },
              ],
            },
          ],
        },
        {
          id: "a-digital-animation-tech",
          title: {
            es: "Tecnología en animación digital y producción multimedia",
            en: "Digital animation and multimedia production program (technical degree)",
          },
          level: 2,
          hollandTypes: ["A", "R"],
          description: {
            es: "Programa técnico o tecnológico de 2 a 3 años para crear animaciones, efectos visuales y contenidos interactivos.",
            en: "A 2- to 3-year technical program to create animation, visual effects and interactive content.",
          },
          requirements: [
            { es: "Título de bachillerato", en: "Secondary school diploma" },
            { es: "Dibujo y narrativa visual", en: "Drawing and visual storytelling" },
            { es: "Acceso a un computador apto para software 3D", en: "Access to a computer able to run 3D software" },
          ],
          children: [
            {
              id: "a-animator",
              title: { es: "Animador/a 2D/3D", en: "2D/3D animator" },
              level: 3,
              hollandTypes: ["A", "R"],
              description: {
                es: "Da movimiento a personajes y objetos para series, videojuegos, publicidad y cine.",
                en: "Brings characters and objects to life for series, video games, advertising and film.",
              },
              requirements: [
                { es: "Blender, Maya o Toon Boom", en: "Blender, Maya or Toon Boom" },
                { es: "Demo reel con trabajos propios", en: "A demo reel of personal work" },
                { es: "Trabajo con plazos de producción", en: "Working to production deadlines" },
              ],
              children: [
                {
                  id: "a-animation-supervisor",
                  title: { es: "Supervisor/a de animación", en: "Animation supervisor" },
                  level: 4,
                  hollandTypes: ["A", "E"],
                  description: {
                    es: "Dirige el trabajo de un equipo de animadores y asegura la calidad y el estilo de una producción.",
                    en: "Directs the work of a team of animators and ensures the quality and style of a production.",
                  },
                  requirements: [
                    { es: "7 o más años de experiencia en animación", en: "7+ years of animation experience" },
                    { es: "Dominio técnico y artístico", en: "Technical and artistic mastery" },
                    { es: "Coordinación de equipos y cronogramas", en: "Coordinating teams and schedules" },
                  ],
                  children: [],
                },
              ],
            },
          ],
        },
        {
          id: "a-architecture",
          title: { es: "Arquitectura", en: "Architecture" },
          level: 2,
          hollandTypes: ["A", "R", "I"],
          description: {
            es: "Carrera universitaria de unos 5 años que une arte, técnica y urbanismo para diseñar espacios habitables.",
            en: "A university degree of about 5 years that combines art, technique and urban planning to design liveable spaces.",
          },
          requirements: [
            { es: "Bachillerato y examen de admisión", en: "Secondary school diploma and admission exam" },
            { es: "Dibujo, geometría y creatividad espacial", en: "Drawing, geometry and spatial creativity" },
            { es: "AutoCAD, Revit o SketchUp", en: "AutoCAD, Revit or SketchUp" },
          ],
          children: [
            {
              id: "a-project-architect",
              title: { es: "Arquitecto/a proyectista", en: "Project architect" },
              level: 3,
              hollandTypes: ["A", "R"],
              description: {
                es: "Desarrolla diseños y planos de viviendas, edificios o espacios públicos, y se coordina con ingenieros y clientes.",
                en: "Develops designs and drawings for homes, buildings or public spaces, and coordinates with engineers and clients.",
              },
              requirements: [
                { es: "Título de arquitecto/a", en: "Architecture degree" },
                { es: "Registro o matrícula profesional", en: "Professional registration or license" },
                { es: "Modelado BIM (Revit)", en: "BIM modeling (Revit)" },
              ],
              children: [
                {
                  id: "a-principal-architect",
                  title: {
                    es: "Arquitecto/a director/a o socio/a de estudio",
                    en: "Principal architect or studio partner",
                  },
                  level: 4,
                  hollandTypes: ["A", "E"],
                  description: {
                    es: "Lidera proyectos de gran escala o su propio estudio, define el concepto de diseño y consigue nuevos clientes.",
                    en: "Leads large-scale projects or their own studio, sets the design concept and wins new clients.",
                  },
                  requirements: [
                    { es: "10 o más años de experiencia", en: "10+ years of experience" },
                    { es: "Portafolio de obras construidas", en: "A portfolio of built projects" },
                    { es: "Gestión comercial y de equipos", en: "Business development and team management" },
                  ],
                  children: [],
                },
              ],
            },
          ],
        },
        {
          id: "a-communication-journalism",
          title: { es: "Comunicación audiovisual y periodismo", en: "Audiovisual communication and journalism" },
          level: 2,
          hollandTypes: ["A", "S"],
          description: {
            es: "Carrera universitaria de 4 a 5 años para contar historias en video, audio, texto y plataformas digitales.",
            en: "A 4- to 5-year university degree in telling stories through video, audio, text and digital platforms.",
          },
          requirements: [
            { es: "Bachillerato y examen de admisión", en: "Secondary school diploma and admission exam" },
            { es: "Buena redacción y ortografía", en: "Good writing and spelling" },
            { es: "Manejo básico de cámara y edición", en: "Basic camera and editing skills" },
          ],
          children: [
            {
              id: "a-content-producer",
              title: { es: "Productor/a de contenidos audiovisuales", en: "Audiovisual content producer" },
              level: 3,
              hollandTypes: ["A", "E"],
              description: {
                es: "Planifica, graba y edita videos, pódcasts y otras piezas para medios, marcas y redes sociales.",
                en: "Plans, shoots and edits videos, podcasts and other pieces for media outlets, brands and social networks.",
              },
              requirements: [
                {
                  es: "Premiere, DaVinci Resolve o programas similares",
                  en: "Premiere, DaVinci Resolve or similar software",
                },
                { es: "Guion y producción", en: "Scriptwriting and production" },
                { es: "Métricas de redes sociales", en: "Social media metrics" },
              ],
              children: [],
            },
            {
              id: "a-journalist",
              title: { es: "Periodista", en: "Journalist" },
              level: 3,
              hollandTypes: ["A", "S", "I"],
              description: {
                es: "Investiga, verifica y cuenta noticias en medios impresos, digitales, de radio o de televisión.",
                en: "Investigates, verifies and reports news for print, digital, radio or television media.",
              },
              requirements: [
                { es: "Título en periodismo o comunicación social", en: "Degree in journalism or communication" },
                { es: "Redacción ágil y verificación de fuentes", en: "Fast writing and source verification" },
                { es: "Ética periodística", en: "Journalistic ethics" },
              ],
              children: [
                {
                  id: "a-editor-in-chief",
                  title: { es: "Editor/a general", en: "Editor-in-chief" },
                  level: 4,
                  hollandTypes: ["A", "E"],
                  description: {
                    es: "Decide la línea editorial de un medio, coordina a los periodistas y responde por la calidad y la ética de lo que se publica.",
                    en: "Sets the editorial line of a media outlet, coordinates journalists and is accountable for the quality and ethics of what is published.",
                  },
                  requirements: [
                    { es: "10 o más años de experiencia periodística", en: "10+ years of journalism experience" },
                    { es: "Liderazgo de salas de redacción", en: "Newsroom leadership" },
                    {
                      es: "Criterio editorial y conocimiento de la legislación de medios",
                      en: "Editorial judgment and knowledge of media law",
                    },
                  ],
                  children: [],
                },
              ],
            },
          ],
        },
      ],
    },
  },

  // ───────────────────────────── S ─────────────────────────────
  {
    id: "social",
    name: { es: "Ruta Social: Salud, Educación y Comunidad", en: "Social track: Health, Education and Community" },
    primaryType: "S",
    color: "#047857",
    icon: "1f91d",
    root: {
      id: "s-social-secondary",
      title: {
        es: "Bachillerato con énfasis en ciencias sociales o de la salud",
        en: "Secondary school with a social or health sciences focus",
      },
      level: 1,
      hollandTypes: ["S", "I"],
      description: {
        es: "Punto de partida para quienes disfrutan ayudar, enseñar y cuidar a otras personas. El voluntariado y el trabajo en grupo son una buena preparación.",
        en: "Starting point for those who enjoy helping, teaching and caring for others. Volunteering and group work are good preparation.",
      },
      requirements: [
        { es: "Completar la educación media", en: "Completing secondary school" },
        { es: "Biología y ciencias sociales", en: "Biology and social sciences" },
        { es: "Voluntariado o servicio comunitario", en: "Volunteering or community service" },
      ],
      children: [
        {
          id: "s-nursing",
          title: { es: "Enfermería", en: "Nursing" },
          level: 2,
          hollandTypes: ["S", "I"],
          description: {
            es: "Carrera universitaria de 4 a 5 años que forma profesionales para cuidar pacientes, administrar tratamientos y promover la salud.",
            en: "A 4- to 5-year university degree that trains professionals to care for patients, give treatments and promote health.",
          },
          requirements: [
            { es: "Bachillerato y examen de admisión", en: "Secondary school diploma and admission exam" },
            { es: "Biología, química y anatomía", en: "Biology, chemistry and anatomy" },
            { es: "Prácticas clínicas en hospitales", en: "Clinical placements in hospitals" },
          ],
          children: [
            {
              id: "s-registered-nurse",
              title: { es: "Enfermero/a profesional", en: "Registered nurse" },
              level: 3,
              hollandTypes: ["S", "I"],
              description: {
                es: "Cuida a pacientes en hospitales, clínicas o centros de salud, administra medicamentos y orienta a las familias.",
                en: "Cares for patients in hospitals, clinics or health centers, gives medication and guides families.",
              },
              requirements: [
                { es: "Título de enfermería", en: "Nursing degree" },
                { es: "Registro o licencia profesional", en: "Professional registration or license" },
                {
                  es: "Disposición para turnos rotativos y trabajo bajo presión",
                  en: "Willingness to work rotating shifts and under pressure",
                },
              ],
              children: [
                {
                  id: "s-head-nurse",
                  title: { es: "Jefe/a de enfermería", en: "Head nurse" },
                  level: 4,
                  hollandTypes: ["S", "E"],
                  description: {
                    es: "Dirige al personal de enfermería de un servicio o de un hospital, organiza los turnos y vela por la calidad de la atención.",
                    en: "Leads the nursing staff of a ward or hospital, organizes shifts and safeguards the quality of care.",
                  },
                  requirements: [
                    { es: "5 o más años de experiencia clínica", en: "5+ years of clinical experience" },
                    {
                      es: "Especialización o maestría en gestión de servicios de salud",
                      en: "Graduate studies in health services management",
                    },
                    { es: "Liderazgo y resolución de conflictos", en: "Leadership and conflict resolution" },
                  ],
                  children: [],
                },
              ],
            },
          ],
        },
        {
          id: "s-nursing-assistant-tech",
          title: { es: "Técnico en auxiliar de enfermería", en: "Nursing assistant technical program" },
          level: 2,
          hollandTypes: ["S", "R"],
          description: {
            es: "Programa técnico de 1 a 2 años para apoyar el cuidado básico de pacientes en hospitales, clínicas y hogares.",
            en: "A 1- to 2-year technical program to support basic patient care in hospitals, clinics and homes.",
          },
          requirements: [
            { es: "Título de bachillerato", en: "Secondary school diploma" },
            { es: "Prácticas supervisadas", en: "Supervised placements" },
            {
              es: "Primeros auxilios y reanimación cardiopulmonar (RCP)",
              en: "First aid and cardiopulmonary resuscitation (CPR)",
            },
          ],
          children: [
            {
              id: "s-nursing-assistant",
              title: { es: "Auxiliar de enfermería", en: "Nursing assistant" },
              level: 3,
              hollandTypes: ["S", "R"],
              description: {
                es: "Ayuda a los pacientes con la higiene, la alimentación y la movilidad, y controla signos vitales bajo supervisión. Muchos continúan luego la carrera de enfermería.",
                en: "Helps patients with hygiene, meals and mobility, and checks vital signs under supervision. Many later go on to study nursing.",
              },
              requirements: [
                { es: "Título técnico de auxiliar de enfermería", en: "Nursing assistant technical diploma" },
                { es: "Certificado vigente de RCP", en: "Current CPR certificate" },
                { es: "Paciencia y trato humano", en: "Patience and a caring attitude" },
              ],
              children: [],
            },
          ],
        },
        {
          id: "s-psychology",
          title: { es: "Psicología", en: "Psychology" },
          level: 2,
          hollandTypes: ["S", "I"],
          description: {
            es: "Carrera universitaria de unos 5 años que estudia el comportamiento humano y cómo apoyar el bienestar de personas y grupos.",
            en: "A university degree of about 5 years that studies human behavior and how to support the wellbeing of people and groups.",
          },
          requirements: [
            { es: "Bachillerato y examen de admisión", en: "Secondary school diploma and admission exam" },
            { es: "Interés por la investigación y la estadística", en: "Interest in research and statistics" },
            { es: "Escucha activa y empatía", en: "Active listening and empathy" },
          ],
          children: [
            {
              id: "s-clinical-psychologist",
              title: { es: "Psicólogo/a clínico/a", en: "Clinical psychologist" },
              level: 3,
              hollandTypes: ["S", "I"],
              description: {
                es: "Evalúa y acompaña a personas con dificultades emocionales o de salud mental, en consulta privada, clínicas o centros comunitarios.",
                en: "Assesses and supports people with emotional or mental health difficulties, in private practice, clinics or community centers.",
              },
              requirements: [
                { es: "Título de psicología", en: "Psychology degree" },
                {
                  es: "Especialización o maestría clínica (frecuente)",
                  en: "Clinical specialization or master's (common)",
                },
                {
                  es: "Registro profesional y supervisión clínica",
                  en: "Professional registration and clinical supervision",
                },
              ],
              children: [
                {
                  id: "s-mental-health-coordinator",
                  title: { es: "Coordinador/a de programas de salud mental", en: "Mental health program coordinator" },
                  level: 4,
                  hollandTypes: ["S", "E"],
                  description: {
                    es: "Diseña y dirige programas de prevención y atención en salud mental para instituciones públicas, ONG o empresas.",
                    en: "Designs and runs mental health prevention and care programs for public institutions, NGOs or companies.",
                  },
                  requirements: [
                    {
                      es: "5 o más años de experiencia clínica o comunitaria",
                      en: "5+ years of clinical or community experience",
                    },
                    { es: "Gestión de proyectos sociales", en: "Social project management" },
                    { es: "Evaluación de impacto", en: "Impact evaluation" },
                  ],
                  children: [],
                },
              ],
            },
            {
              id: "s-organizational-psychologist",
              title: { es: "Psicólogo/a organizacional", en: "Organizational psychologist" },
              level: 3,
              hollandTypes: ["S", "E"],
              description: {
                es: "Selecciona personal, mide el clima laboral y diseña planes de capacitación y bienestar en las empresas.",
                en: "Recruits staff, measures workplace climate and designs training and wellbeing plans in companies.",
              },
              requirements: [
                { es: "Título de psicología", en: "Psychology degree" },
                { es: "Evaluación psicométrica", en: "Psychometric assessment" },
                { es: "Legislación laboral básica", en: "Basic labor law" },
              ],
              children: [
                {
                  id: "s-hr-manager",
                  title: { es: "Gerente de talento humano", en: "Human resources manager" },
                  level: 4,
                  hollandTypes: ["E", "S"],
                  description: {
                    es: "Dirige la estrategia de personas de una organización: contratación, compensación, desarrollo y cultura.",
                    en: "Leads an organization's people strategy: hiring, compensation, development and culture.",
                  },
                  requirements: [
                    {
                      es: "8 o más años de experiencia en recursos humanos",
                      en: "8+ years of human resources experience",
                    },
                    { es: "Posgrado en gestión humana o MBA", en: "Graduate degree in human resources or an MBA" },
                    { es: "Negociación y derecho laboral", en: "Negotiation and labor law" },
                  ],
                  children: [],
                },
              ],
            },
          ],
        },
        {
          id: "s-education",
          title: { es: "Licenciatura en educación o pedagogía", en: "Education degree (teacher training)" },
          level: 2,
          hollandTypes: ["S", "A"],
          description: {
            es: "Carrera universitaria de 4 a 5 años que forma docentes para educación inicial, básica o media, a menudo en un área específica.",
            en: "A 4- to 5-year university degree that trains teachers for early childhood, primary or secondary education, often in a specific subject.",
          },
          requirements: [
            { es: "Bachillerato y examen de admisión", en: "Secondary school diploma and admission exam" },
            { es: "Prácticas docentes en colegios", en: "Teaching placements in schools" },
            { es: "Comunicación clara y paciencia", en: "Clear communication and patience" },
          ],
          children: [
            {
              id: "s-school-teacher",
              title: { es: "Docente de educación básica o media", en: "Primary or secondary school teacher" },
              level: 3,
              hollandTypes: ["S", "A"],
              description: {
                es: "Planifica y dicta clases, evalúa el aprendizaje y acompaña el desarrollo de niñas, niños y adolescentes.",
                en: "Plans and teaches lessons, assesses learning and supports the development of children and teenagers.",
              },
              requirements: [
                { es: "Título docente", en: "Teaching degree" },
                {
                  es: "Concurso o ingreso a la carrera docente en el sector público",
                  en: "Competitive entry exam for public-sector teaching",
                },
                { es: "Manejo de grupo y herramientas digitales", en: "Classroom management and digital tools" },
              ],
              children: [
                {
                  id: "s-school-principal",
                  title: { es: "Rector/a o director/a de colegio", en: "School principal" },
                  level: 4,
                  hollandTypes: ["S", "E"],
                  description: {
                    es: "Lidera la comunidad educativa, gestiona recursos y docentes, y responde por la calidad académica del colegio.",
                    en: "Leads the school community, manages resources and teachers, and is accountable for the school's academic quality.",
                  },
                  requirements: [
                    { es: "10 o más años de docencia", en: "10+ years of teaching" },
                    {
                      es: "Posgrado en gestión o administración educativa",
                      en: "Graduate degree in educational management or administration",
                    },
                    {
                      es: "Liderazgo y relación con familias y autoridades",
                      en: "Leadership and relations with families and authorities",
                    },
                  ],
                  children: [],
                },
              ],
            },
          ],
        },
        {
          id: "s-social-work",
          title: { es: "Trabajo social", en: "Social work" },
          level: 2,
          hollandTypes: ["S", "E"],
          description: {
            es: "Carrera universitaria de 4 a 5 años para intervenir con familias y comunidades en situación de vulnerabilidad y promover sus derechos.",
            en: "A 4- to 5-year university degree to work with vulnerable families and communities and promote their rights.",
          },
          requirements: [
            { es: "Bachillerato y examen de admisión", en: "Secondary school diploma and admission exam" },
            { es: "Interés por las ciencias sociales", en: "Interest in the social sciences" },
            { es: "Trabajo de campo comunitario", en: "Community fieldwork" },
          ],
          children: [
            {
              id: "s-community-social-worker",
              title: { es: "Trabajador/a social comunitario/a", en: "Community social worker" },
              level: 3,
              hollandTypes: ["S", "E"],
              description: {
                es: "Acompaña a familias y comunidades, gestiona ayudas sociales y coordina con los servicios de salud, educación y justicia.",
                en: "Supports families and communities, arranges social assistance and coordinates with health, education and justice services.",
              },
              requirements: [
                { es: "Título de trabajo social", en: "Social work degree" },
                {
                  es: "Conocimiento de políticas y programas sociales",
                  en: "Knowledge of social policies and programs",
                },
                { es: "Trabajo en equipos interdisciplinarios", en: "Working in interdisciplinary teams" },
              ],
              children: [],
            },
          ],
        },
      ],
    },
  },

  // ───────────────────────────── E ─────────────────────────────
  {
    id: "enterprising",
    name: {
      es: "Ruta Emprendedora: Negocios, Liderazgo y Derecho",
      en: "Enterprising track: Business, Leadership and Law",
    },
    primaryType: "E",
    color: "#b91c1c",
    icon: "1f4bc",
    root: {
      id: "e-business-secondary",
      title: {
        es: "Bachillerato con énfasis en comercio o administración",
        en: "Secondary school with a business or commerce focus",
      },
      level: 1,
      hollandTypes: ["E", "S"],
      description: {
        es: "Punto de partida para quienes disfrutan liderar, convencer y emprender. Participar en debates, en el gobierno escolar o en ferias de emprendimiento es una buena práctica.",
        en: "Starting point for those who enjoy leading, persuading and starting ventures. Taking part in debates, student government or entrepreneurship fairs is good practice.",
      },
      requirements: [
        { es: "Completar la educación media", en: "Completing secondary school" },
        { es: "Comunicación oral y escrita", en: "Spoken and written communication" },
        {
          es: "Experiencia en debates, liderazgo estudiantil o pequeños emprendimientos",
          en: "Experience in debates, student leadership or small ventures",
        },
      ],
      children: [
        {
          id: "e-business-administration",
          title: { es: "Administración de empresas", en: "Business administration" },
          level: 2,
          hollandTypes: ["E", "C"],
          description: {
            es: "Carrera universitaria de 4 a 5 años sobre gestión, finanzas, mercadeo y dirección de personas.",
            en: "A 4- to 5-year university degree on management, finance, marketing and leading people.",
          },
          requirements: [
            { es: "Bachillerato y examen de admisión", en: "Secondary school diploma and admission exam" },
            { es: "Matemáticas y economía básica", en: "Math and basic economics" },
            { es: "Inglés intermedio", en: "Intermediate English" },
          ],
          children: [
            {
              id: "e-account-executive",
              title: { es: "Ejecutivo/a de cuentas o de ventas", en: "Account or sales executive" },
              level: 3,
              hollandTypes: ["E", "S"],
              description: {
                es: "Consigue y atiende clientes, negocia contratos y cumple metas comerciales, a menudo con comisiones.",
                en: "Wins and serves clients, negotiates contracts and meets sales targets, often earning commissions.",
              },
              requirements: [
                {
                  es: "Título en administración, mercadeo o un área afín",
                  en: "Degree in business, marketing or a related field",
                },
                { es: "Negociación y comunicación", en: "Negotiation and communication" },
                { es: "Manejo de CRM (Salesforce, HubSpot)", en: "Use of CRM tools (Salesforce, HubSpot)" },
              ],
              children: [
                {
                  id: "e-sales-manager",
                  title: { es: "Gerente comercial", en: "Sales manager" },
                  level: 4,
                  hollandTypes: ["E"],
                  description: {
                    es: "Define la estrategia de ventas, fija metas y dirige equipos comerciales en una región o un país.",
                    en: "Sets the sales strategy and targets, and leads sales teams in a region or country.",
                  },
                  requirements: [
                    { es: "8 o más años de experiencia comercial", en: "8+ years of sales experience" },
                    {
                      es: "Liderazgo de equipos y análisis de indicadores comerciales",
                      en: "Team leadership and sales metrics analysis",
                    },
                    { es: "MBA (valorado)", en: "MBA (a plus)" },
                  ],
                  children: [],
                },
              ],
            },
            {
              id: "e-entrepreneur",
              title: { es: "Emprendedor/a o fundador/a de startup", en: "Entrepreneur or startup founder" },
              level: 3,
              hollandTypes: ["E", "A"],
              description: {
                es: "Crea su propio negocio o startup, busca clientes e inversión, y asume el riesgo de hacerlo crecer.",
                en: "Starts their own business or startup, looks for customers and investment, and takes on the risk of growing it.",
              },
              requirements: [
                {
                  es: "Modelo de negocio validado con clientes reales",
                  en: "A business model validated with real customers",
                },
                {
                  es: "Finanzas básicas y formalización legal de la empresa",
                  en: "Basic finance and legal registration of the company",
                },
                { es: "Tolerancia al riesgo y red de contactos", en: "Risk tolerance and a professional network" },
              ],
              children: [
                {
                  id: "e-ceo",
                  title: { es: "Director/a ejecutivo/a (CEO)", en: "Chief executive officer (CEO)" },
                  level: 4,
                  hollandTypes: ["E"],
                  description: {
                    es: "Dirige una empresa en crecimiento, define su visión y responde ante socios, inversionistas y equipo.",
                    en: "Runs a growing company, sets its vision and answers to partners, investors and staff.",
                  },
                  requirements: [
                    { es: "Trayectoria comprobada liderando negocios", en: "A proven track record leading businesses" },
                    {
                      es: "Levantamiento de capital y gobierno corporativo",
                      en: "Fundraising and corporate governance",
                    },
                    {
                      es: "MBA o programa de alta dirección (valorado)",
                      en: "MBA or executive education program (a plus)",
                    },
                  ],
                  children: [],
                },
              ],
            },
          ],
        },
        {
          id: "e-marketing",
          title: { es: "Mercadeo y publicidad", en: "Marketing and advertising" },
          level: 2,
          hollandTypes: ["E", "A"],
          description: {
            es: "Carrera universitaria de 4 a 5 años sobre cómo entender al consumidor, construir marcas y vender en canales digitales.",
            en: "A 4- to 5-year university degree on understanding consumers, building brands and selling through digital channels.",
          },
          requirements: [
            { es: "Bachillerato y examen de admisión", en: "Secondary school diploma and admission exam" },
            { es: "Creatividad y comunicación", en: "Creativity and communication" },
            { es: "Estadística básica", en: "Basic statistics" },
          ],
          children: [
            {
              id: "e-digital-marketing-analyst",
              title: { es: "Analista de marketing digital", en: "Digital marketing analyst" },
              level: 3,
              hollandTypes: ["E", "A", "C"],
              description: {
                es: "Planifica y mide campañas en redes sociales, buscadores y correo electrónico para atraer y fidelizar clientes.",
                en: "Plans and measures campaigns on social media, search engines and email to attract and retain customers.",
              },
              requirements: [
                { es: "Google Ads, Meta Ads y Google Analytics", en: "Google Ads, Meta Ads and Google Analytics" },
                { es: "Certificaciones gratuitas de las plataformas", en: "Free certifications from the platforms" },
                { es: "Redacción persuasiva", en: "Persuasive writing" },
              ],
              children: [
                {
                  id: "e-marketing-manager",
                  title: { es: "Gerente de marketing", en: "Marketing manager" },
                  level: 4,
                  hollandTypes: ["E", "A"],
                  description: {
                    es: "Dirige la estrategia de marca, el presupuesto de publicidad y los equipos de marketing de una empresa.",
                    en: "Leads a company's brand strategy, advertising budget and marketing teams.",
                  },
                  requirements: [
                    { es: "8 o más años de experiencia en marketing", en: "8+ years of marketing experience" },
                    { es: "Gestión de presupuestos y agencias", en: "Budget and agency management" },
                    { es: "Análisis de mercado y de resultados", en: "Market and performance analysis" },
                  ],
                  children: [],
                },
              ],
            },
          ],
        },
        {
          id: "e-law",
          title: { es: "Derecho", en: "Law" },
          level: 2,
          hollandTypes: ["E", "I", "S"],
          description: {
            es: "Carrera universitaria de unos 5 años sobre leyes, contratos y defensa de derechos, con prácticas en consultorios jurídicos.",
            en: "A university degree of about 5 years on laws, contracts and the defense of rights, with practice in legal aid clinics.",
          },
          requirements: [
            { es: "Bachillerato y examen de admisión", en: "Secondary school diploma and admission exam" },
            { es: "Lectura crítica y argumentación", en: "Critical reading and argumentation" },
            { es: "Redacción precisa", en: "Precise writing" },
          ],
          children: [
            {
              id: "e-associate-lawyer",
              title: { es: "Abogado/a asociado/a", en: "Associate lawyer" },
              level: 3,
              hollandTypes: ["E", "I"],
              description: {
                es: "Asesora a clientes, redacta contratos y lleva casos en una firma, una empresa o una entidad pública.",
                en: "Advises clients, drafts contracts and handles cases at a law firm, company or public agency.",
              },
              requirements: [
                { es: "Título de abogado/a", en: "Law degree" },
                {
                  es: "Tarjeta, matrícula o colegiatura profesional",
                  en: "Bar admission or professional registration",
                },
                {
                  es: "Especialización en un área (corporativo, laboral, penal u otra)",
                  en: "Specialization in an area (corporate, labor, criminal or other)",
                },
              ],
              children: [
                {
                  id: "e-law-firm-partner",
                  title: { es: "Socio/a de firma de abogados", en: "Law firm partner" },
                  level: 4,
                  hollandTypes: ["E"],
                  description: {
                    es: "Comparte la propiedad de la firma, atrae clientes importantes y dirige equipos de abogados.",
                    en: "Co-owns the firm, brings in major clients and leads teams of lawyers.",
                  },
                  requirements: [
                    { es: "12 o más años de ejercicio profesional", en: "12+ years of legal practice" },
                    { es: "Cartera propia de clientes", en: "An established client base" },
                    { es: "Maestría o LL.M. (frecuente)", en: "A master's or LL.M. (common)" },
                  ],
                  children: [],
                },
                {
                  id: "e-judge",
                  title: { es: "Juez/a", en: "Judge" },
                  level: 4,
                  hollandTypes: ["E", "S", "I"],
                  description: {
                    es: "Resuelve conflictos y dicta sentencias aplicando la ley con imparcialidad, tras ingresar a la carrera judicial.",
                    en: "Settles disputes and hands down rulings by applying the law impartially, after entering the judicial career.",
                  },
                  requirements: [
                    {
                      es: "Título de abogado/a y los años de ejercicio que exige la ley",
                      en: "A law degree and the years of practice required by law",
                    },
                    {
                      es: "Concurso de méritos de la carrera judicial",
                      en: "Competitive merit exam for the judiciary",
                    },
                    { es: "Especialización o maestría en derecho", en: "Specialization or master's in law" },
                  ],
                  children: [],
                },
              ],
            },
          ],
        },
        {
          id: "e-sales-retail-tech",
          title: { es: "Técnico en ventas y gestión comercial", en: "Sales and retail management technical program" },
          level: 2,
          hollandTypes: ["E", "C"],
          description: {
            es: "Programa técnico o tecnológico de 1 a 3 años sobre ventas, atención al cliente e inventarios.",
            en: "A 1- to 3-year technical program on sales, customer service and inventory.",
          },
          requirements: [
            { es: "Título de bachillerato", en: "Secondary school diploma" },
            { es: "Atención al cliente", en: "Customer service" },
            { es: "Cálculos comerciales básicos", en: "Basic business math" },
          ],
          children: [
            {
              id: "e-store-supervisor",
              title: { es: "Supervisor/a de tienda", en: "Store supervisor" },
              level: 3,
              hollandTypes: ["E", "C"],
              description: {
                es: "Coordina a vendedores y cajeros, controla el inventario y las metas de venta de un punto comercial.",
                en: "Coordinates sales staff and cashiers, and oversees a store's inventory and sales targets.",
              },
              requirements: [
                { es: "Experiencia como vendedor/a", en: "Experience as a salesperson" },
                { es: "Manejo de inventarios y caja", en: "Inventory and cash handling" },
                { es: "Liderazgo de equipos pequeños", en: "Leading small teams" },
              ],
              children: [
                {
                  id: "e-store-manager",
                  title: { es: "Gerente de tienda o de zona", en: "Store or district manager" },
                  level: 4,
                  hollandTypes: ["E"],
                  description: {
                    es: "Responde por los resultados de una o varias tiendas: ventas, personal, costos y experiencia del cliente.",
                    en: "Is accountable for the results of one or more stores: sales, staff, costs and customer experience.",
                  },
                  requirements: [
                    { es: "5 o más años en comercio minorista", en: "5+ years in retail" },
                    { es: "Análisis de indicadores de ventas", en: "Sales metrics analysis" },
                    { es: "Gestión de personal", en: "Staff management" },
                  ],
                  children: [],
                },
              ],
            },
          ],
        },
      ],
    },
  },

  // ───────────────────────────── C ─────────────────────────────
  {
    id: "conventional",
    name: {
      es: "Ruta Convencional: Finanzas, Administración y Datos",
      en: "Conventional track: Finance, Administration and Data",
    },
    primaryType: "C",
    color: "#4338ca",
    icon: "1f4ca",
    root: {
      id: "c-commerce-secondary",
      title: {
        es: "Bachillerato con énfasis en comercio, contabilidad o matemáticas",
        en: "Secondary school with a commerce, accounting or math focus",
      },
      level: 1,
      hollandTypes: ["C", "E"],
      description: {
        es: "Punto de partida para quienes disfrutan el orden, los números y los procesos bien organizados. La precisión y la constancia importan tanto como las notas.",
        en: "Starting point for those who enjoy order, numbers and well-organized processes. Accuracy and consistency matter as much as grades.",
      },
      requirements: [
        { es: "Completar la educación media", en: "Completing secondary school" },
        { es: "Buen desempeño en matemáticas", en: "Good performance in math" },
        { es: "Manejo de hojas de cálculo", en: "Spreadsheet skills" },
      ],
      children: [
        {
          id: "c-public-accounting",
          title: { es: "Contaduría pública", en: "Public accounting" },
          level: 2,
          hollandTypes: ["C", "E"],
          description: {
            es: "Carrera universitaria de 4 a 5 años sobre contabilidad, auditoría, impuestos y normas financieras.",
            en: "A 4- to 5-year university degree on accounting, auditing, taxes and financial reporting standards.",
          },
          requirements: [
            { es: "Bachillerato y examen de admisión", en: "Secondary school diploma and admission exam" },
            { es: "Matemáticas y lógica", en: "Math and logic" },
            { es: "Excel", en: "Excel" },
          ],
          children: [
            {
              id: "c-accountant",
              title: { es: "Contador/a o auditor/a junior", en: "Accountant or junior auditor" },
              level: 3,
              hollandTypes: ["C"],
              description: {
                es: "Registra operaciones, prepara estados financieros y revisa que las cuentas de una empresa cumplan las normas.",
                en: "Records transactions, prepares financial statements and checks that a company's accounts comply with the rules.",
              },
              requirements: [
                { es: "Título de contador/a público/a", en: "Public accounting degree" },
                { es: "Registro o matrícula profesional", en: "Professional registration or license" },
                { es: "NIIF (IFRS) y software contable", en: "IFRS and accounting software" },
              ],
              children: [
                {
                  id: "c-financial-controller",
                  title: { es: "Contralor/a financiero/a (controller)", en: "Financial controller" },
                  level: 4,
                  hollandTypes: ["C", "E"],
                  description: {
                    es: "Supervisa la contabilidad, los presupuestos y los controles internos de una empresa, y reporta a la gerencia.",
                    en: "Oversees a company's accounting, budgets and internal controls, and reports to senior management.",
                  },
                  requirements: [
                    { es: "8 o más años de experiencia", en: "8+ years of experience" },
                    { es: "Posgrado en finanzas o auditoría", en: "Graduate degree in finance or auditing" },
                    {
                      es: "Certificaciones internacionales como ACCA o CPA (valoradas)",
                      en: "International certifications such as ACCA or CPA (a plus)",
                    },
                  ],
                  children: [],
                },
              ],
            },
            {
              id: "c-tax-analyst",
              title: { es: "Analista tributario/a", en: "Tax analyst" },
              level: 3,
              hollandTypes: ["C", "I"],
              description: {
                es: "Calcula y declara impuestos, y asesora a la empresa para cumplir la ley tributaria de forma eficiente.",
                en: "Calculates and files taxes, and advises the company on complying efficiently with tax law.",
              },
              requirements: [
                { es: "Título de contaduría", en: "Accounting degree" },
                { es: "Especialización en tributación (valorada)", en: "Specialization in taxation (a plus)" },
                {
                  es: "Actualización constante en normas fiscales",
                  en: "Keeping constantly up to date with tax rules",
                },
              ],
              children: [
                {
                  id: "c-tax-manager",
                  title: { es: "Gerente de impuestos", en: "Tax manager" },
                  level: 4,
                  hollandTypes: ["C", "E"],
                  description: {
                    es: "Lidera la estrategia tributaria de una empresa o de los clientes de una firma de auditoría.",
                    en: "Leads the tax strategy of a company or of an audit firm's clients.",
                  },
                  requirements: [
                    { es: "8 o más años de experiencia tributaria", en: "8+ years of tax experience" },
                    { es: "Maestría en tributación o derecho tributario", en: "Master's in taxation or tax law" },
                    { es: "Relación con las autoridades fiscales", en: "Dealing with tax authorities" },
                  ],
                  children: [],
                },
              ],
            },
          ],
        },
        {
          id: "c-accounting-tech",
          title: { es: "Técnico en contabilidad y finanzas", en: "Accounting and finance technical program" },
          level: 2,
          hollandTypes: ["C"],
          description: {
            es: "Programa técnico o tecnológico de 2 a 3 años para llevar registros contables, nómina y facturación electrónica.",
            en: "A 2- to 3-year technical program to keep accounting records, payroll and electronic invoicing.",
          },
          requirements: [
            { es: "Título de bachillerato", en: "Secondary school diploma" },
            { es: "Excel intermedio", en: "Intermediate Excel" },
            { es: "Orden y atención al detalle", en: "Orderliness and attention to detail" },
          ],
          children: [
            {
              id: "c-accounting-assistant",
              title: { es: "Auxiliar contable", en: "Accounting assistant" },
              level: 3,
              hollandTypes: ["C"],
              description: {
                es: "Registra facturas, concilia cuentas bancarias y prepara la información para el contador o la contadora. Muchos continúan luego la carrera de contaduría.",
                en: "Records invoices, reconciles bank accounts and prepares information for the accountant. Many later go on to study accounting.",
              },
              requirements: [
                { es: "Título técnico en contabilidad", en: "Technical diploma in accounting" },
                { es: "Software contable", en: "Accounting software" },
                { es: "Facturación electrónica y nómina", en: "Electronic invoicing and payroll" },
              ],
              children: [],
            },
          ],
        },
        {
          id: "c-economics-finance",
          title: { es: "Economía o finanzas", en: "Economics or finance" },
          level: 2,
          hollandTypes: ["C", "I", "E"],
          description: {
            es: "Carreras universitarias de 4 a 5 años sobre mercados, inversión, riesgo y política económica.",
            en: "4- to 5-year university degrees on markets, investment, risk and economic policy.",
          },
          requirements: [
            { es: "Bachillerato y examen de admisión", en: "Secondary school diploma and admission exam" },
            { es: "Matemáticas y estadística", en: "Math and statistics" },
            { es: "Inglés intermedio", en: "Intermediate English" },
          ],
          children: [
            {
              id: "c-financial-analyst",
              title: { es: "Analista financiero/a", en: "Financial analyst" },
              level: 3,
              hollandTypes: ["C", "I"],
              description: {
                es: "Construye modelos financieros, evalúa inversiones y prepara presupuestos y proyecciones.",
                en: "Builds financial models, evaluates investments and prepares budgets and forecasts.",
              },
              requirements: [
                { es: "Excel avanzado y modelación financiera", en: "Advanced Excel and financial modeling" },
                { es: "Contabilidad y valoración de empresas", en: "Accounting and company valuation" },
                { es: "Certificación CFA (valorada)", en: "CFA certification (a plus)" },
              ],
              children: [
                {
                  id: "c-cfo",
                  title: { es: "Director/a financiero/a (CFO)", en: "Chief financial officer (CFO)" },
                  level: 4,
                  hollandTypes: ["E", "C"],
                  description: {
                    es: "Dirige las finanzas de una organización: inversión, financiamiento, riesgos y relación con bancos e inversionistas.",
                    en: "Runs an organization's finances: investment, funding, risk and relations with banks and investors.",
                  },
                  requirements: [
                    { es: "12 o más años de experiencia en finanzas", en: "12+ years of finance experience" },
                    { es: "MBA o maestría en finanzas", en: "MBA or master's in finance" },
                    { es: "Liderazgo estratégico", en: "Strategic leadership" },
                  ],
                  children: [],
                },
              ],
            },
            {
              id: "c-risk-analyst",
              title: { es: "Analista de riesgos", en: "Risk analyst" },
              level: 3,
              hollandTypes: ["C", "I"],
              description: {
                es: "Mide y controla los riesgos de crédito, de mercado u operativos en bancos, aseguradoras y empresas.",
                en: "Measures and controls credit, market or operational risk at banks, insurers and companies.",
              },
              requirements: [
                { es: "Estadística y modelos de riesgo", en: "Statistics and risk models" },
                { es: "Regulación financiera (por ejemplo, Basilea)", en: "Financial regulation (e.g., Basel)" },
                { es: "SQL, Python o R", en: "SQL, Python or R" },
              ],
              children: [],
            },
          ],
        },
        {
          id: "c-logistics-tech",
          title: { es: "Tecnología en gestión logística", en: "Logistics management technical program" },
          level: 2,
          hollandTypes: ["C", "R"],
          description: {
            es: "Programa tecnológico de 2 a 3 años sobre inventarios, bodegas, transporte y comercio exterior.",
            en: "A 2- to 3-year technical program on inventory, warehousing, transport and foreign trade.",
          },
          requirements: [
            { es: "Título de bachillerato", en: "Secondary school diploma" },
            { es: "Excel", en: "Excel" },
            { es: "Organización y trabajo por procesos", en: "Organization and process-based work" },
          ],
          children: [
            {
              id: "c-logistics-coordinator",
              title: { es: "Coordinador/a de logística", en: "Logistics coordinator" },
              level: 3,
              hollandTypes: ["C", "E"],
              description: {
                es: "Programa despachos, controla inventarios y coordina a proveedores y transportistas para que los pedidos lleguen a tiempo.",
                en: "Schedules shipments, controls inventory and coordinates suppliers and carriers so orders arrive on time.",
              },
              requirements: [
                { es: "Formación en logística", en: "Training in logistics" },
                { es: "Sistemas ERP o WMS (SAP, Oracle u otros)", en: "ERP or WMS systems (SAP, Oracle or others)" },
                { es: "Indicadores de desempeño logístico", en: "Logistics performance indicators" },
              ],
              children: [
                {
                  id: "c-supply-chain-manager",
                  title: { es: "Gerente de cadena de suministro", en: "Supply chain manager" },
                  level: 4,
                  hollandTypes: ["E", "C"],
                  description: {
                    es: "Dirige compras, producción, almacenamiento y distribución para reducir costos y asegurar el abastecimiento.",
                    en: "Leads purchasing, production, warehousing and distribution to cut costs and secure supply.",
                  },
                  requirements: [
                    { es: "8 o más años de experiencia en logística", en: "8+ years of logistics experience" },
                    {
                      es: "Posgrado en logística o cadena de suministro",
                      en: "Graduate degree in logistics or supply chain",
                    },
                    {
                      es: "Certificaciones como APICS CSCP (valoradas)",
                      en: "Certifications such as APICS CSCP (a plus)",
                    },
                  ],
                  children: [],
                },
              ],
            },
          ],
        },
        {
          id: "c-statistics",
          title: { es: "Estadística", en: "Statistics" },
          level: 2,
          hollandTypes: ["C", "I"],
          description: {
            es: "Carrera universitaria de 4 a 5 años sobre la recolección, el análisis y la interpretación de datos con métodos matemáticos.",
            en: "A 4- to 5-year university degree on collecting, analyzing and interpreting data with mathematical methods.",
          },
          requirements: [
            { es: "Bachillerato y examen de admisión", en: "Secondary school diploma and admission exam" },
            { es: "Matemáticas", en: "Math" },
            { es: "Programación básica", en: "Basic programming" },
          ],
          children: [
            {
              id: "c-data-analyst",
              title: { es: "Analista de datos", en: "Data analyst" },
              level: 3,
              hollandTypes: ["C", "I"],
              description: {
                es: "Limpia, organiza y analiza los datos de la empresa, y los presenta en tableros e informes para tomar decisiones.",
                en: "Cleans, organizes and analyzes company data, and presents it in dashboards and reports to support decisions.",
              },
              requirements: [
                { es: "SQL y Excel avanzado", en: "SQL and advanced Excel" },
                { es: "Power BI o Tableau", en: "Power BI or Tableau" },
                { es: "Estadística aplicada", en: "Applied statistics" },
              ],
              children: [
                {
                  id: "c-bi-manager",
                  title: { es: "Gerente de inteligencia de negocios", en: "Business intelligence manager" },
                  level: 4,
                  hollandTypes: ["C", "E", "I"],
                  description: {
                    es: "Lidera al equipo que convierte los datos de la organización en indicadores y reportes estratégicos.",
                    en: "Leads the team that turns the organization's data into strategic metrics and reports.",
                  },
                  requirements: [
                    {
                      es: "7 o más años de experiencia en análisis de datos",
                      en: "7+ years of data analysis experience",
                    },
                    { es: "Gobierno y calidad de datos", en: "Data governance and quality" },
                    { es: "Comunicación con la alta dirección", en: "Communication with senior management" },
                  ],
                  children: [],
                },
              ],
            },
          ],
        },
      ],
    },
  },
];
