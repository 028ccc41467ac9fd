/**
 * Question bank of the picture-based Holland (RIASEC) interest test.
 *
 * Design rules:
 * - 15 question sets (id 1..15). Each set has exactly six activities, one per Holland type,
 *   listed in R I A S E C order; the app shuffles their positions for every test taker.
 *   Every type therefore appears 15 times: 90 activities in all, each used once.
 * - Every activity is an everyday activity a 15-year-old understands and belongs clearly to ONE
 *   type. Mixed activities are avoided: sport (R+E), cooking (A+S), animal care (R+S),
 *   programming (C/I), maths (I+C), finance (E+C), marketing (A+E), health care (I+S).
 * - Balanced appeal inside each set: lively activities are grouped with lively ones and calm ones
 *   with calm ones, so that no set has one obviously fun choice among dull ones.
 * - `id` is kebab-case English and unique; `name` (English) and `nameEs` (Latin-American
 *   Spanish) start with a verb; `alt` describes the picture and the activity for screen readers.
 * - `image` is a Twemoji 15 SVG file name (without `.svg`) from @twemoji/svg; all 90 are distinct
 *   and each shows a person or object clearly tied to its activity.
 *
 * Pictures: Twemoji by Twitter/X and contributors, CC-BY 4.0
 * (https://github.com/jdecked/twemoji, https://creativecommons.org/licenses/by/4.0/).
 */
import type { QuestionSet } from "./types";

export const QUESTION_SETS: QuestionSet[] = [
  {
    id: 1,
    activities: [
      {
        id: "fly-small-plane",
        type: "R",
        image: "1f9d1-200d-2708-fe0f",
        name: "Fly a small plane",
        nameEs: "Pilotear una avioneta",
        alt: {
          es: "Dibujo de una persona piloto con uniforme y gorra, lista para pilotear una avioneta.",
          en: "Drawing of a pilot in uniform and cap, ready to fly a small plane.",
        },
      },
      {
        id: "study-volcano",
        type: "I",
        image: "1f30b",
        name: "Study an erupting volcano",
        nameEs: "Estudiar un volcán en erupción",
        alt: {
          es: "Dibujo de un volcán que echa humo y lava, para estudiar un volcán en erupción.",
          en: "Drawing of a volcano throwing out smoke and lava, to study an erupting volcano.",
        },
      },
      {
        id: "sing-on-stage",
        type: "A",
        image: "1f9d1-200d-1f3a4",
        name: "Sing on stage",
        nameEs: "Cantar en un escenario",
        alt: {
          es: "Dibujo de una persona cantante con un micrófono, cantando en un escenario.",
          en: "Drawing of a singer with a microphone, singing on stage.",
        },
      },
      {
        id: "help-flood-families",
        type: "S",
        image: "26d1",
        name: "Help families after a flood",
        nameEs: "Ayudar a familias afectadas por una inundación",
        alt: {
          es: "Dibujo de un casco de rescatista con una cruz blanca, para ayudar a familias afectadas por una inundación.",
          en: "Drawing of a rescue worker's helmet with a white cross, to help families after a flood.",
        },
      },
      {
        id: "run-for-student-president",
        type: "E",
        image: "1f5f3",
        name: "Run for student president",
        nameEs: "Postularse a la presidencia estudiantil",
        alt: {
          es: "Dibujo de una urna con un voto entrando, para postularse a la presidencia estudiantil.",
          en: "Drawing of a ballot box with a vote going in, to run for student president.",
        },
      },
      {
        id: "serve-bank-counter",
        type: "C",
        image: "1f3e6",
        name: "Serve customers at a bank counter",
        nameEs: "Atender a clientes en la ventanilla de un banco",
        alt: {
          es: "Dibujo del edificio de un banco, para atender a clientes en la ventanilla.",
          en: "Drawing of a bank building, to serve customers at the bank counter.",
        },
      },
    ],
  },
  {
    id: 2,
    activities: [
      {
        id: "repair-car-engine",
        type: "R",
        image: "1f9d1-200d-1f527",
        name: "Repair a car engine",
        nameEs: "Reparar el motor de un auto",
        alt: {
          es: "Dibujo de una persona mecánica con overol y una llave inglesa, para reparar el motor de un auto.",
          en: "Drawing of a mechanic in overalls holding a wrench, to repair a car engine.",
        },
      },
      {
        id: "track-hurricane",
        type: "I",
        image: "1f300",
        name: "Track a hurricane to predict its path",
        nameEs: "Seguir un huracán para predecir su trayectoria",
        alt: {
          es: "Dibujo de un ciclón en espiral, para seguir un huracán y predecir su trayectoria.",
          en: "Drawing of a swirling cyclone, to track a hurricane and predict its path.",
        },
      },
      {
        id: "play-drums",
        type: "A",
        image: "1f941",
        name: "Play the drums in a band",
        nameEs: "Tocar la batería en una banda",
        alt: {
          es: "Dibujo de un tambor con dos baquetas, para tocar la batería en una banda.",
          en: "Drawing of a drum with two drumsticks, to play the drums in a band.",
        },
      },
      {
        id: "lead-camp-games",
        type: "S",
        image: "1f3d5",
        name: "Lead games at a summer camp",
        nameEs: "Dirigir juegos en un campamento de verano",
        alt: {
          es: "Dibujo de una carpa junto a un pino, para dirigir juegos en un campamento de verano.",
          en: "Drawing of a tent beside a pine tree, to lead games at a summer camp.",
        },
      },
      {
        id: "pitch-to-investors",
        type: "E",
        image: "1f4b0",
        name: "Pitch your idea to investors",
        nameEs: "Presentarles tu idea a inversionistas",
        alt: {
          es: "Dibujo de una bolsa de dinero con el signo de dólar, para presentarles tu idea a inversionistas.",
          en: "Drawing of a money bag with a dollar sign, to pitch your idea to investors.",
        },
      },
      {
        id: "run-checkout",
        type: "C",
        image: "1f4b3",
        name: "Run the checkout at a supermarket",
        nameEs: "Cobrar en la caja de un supermercado",
        alt: {
          es: "Dibujo de una tarjeta bancaria, para cobrar en la caja de un supermercado.",
          en: "Drawing of a bank card, to take payments at a supermarket checkout.",
        },
      },
    ],
  },
  {
    id: 3,
    activities: [
      {
        id: "operate-crane",
        type: "R",
        image: "1f3d7",
        name: "Operate a crane at a building site",
        nameEs: "Manejar una grúa en una construcción",
        alt: {
          es: "Dibujo de una grúa alta levantando una carga, para manejar una grúa en una construcción.",
          en: "Drawing of a tall crane lifting a load, to operate a crane at a building site.",
        },
      },
      {
        id: "study-coral-reefs",
        type: "I",
        image: "1fab8",
        name: "Study coral reefs",
        nameEs: "Estudiar los arrecifes de coral",
        alt: {
          es: "Dibujo de una rama de coral anaranjado, para estudiar los arrecifes de coral.",
          en: "Drawing of a branch of orange coral, to study coral reefs.",
        },
      },
      {
        id: "dance-in-show",
        type: "A",
        image: "1f483",
        name: "Dance in a show",
        nameEs: "Bailar en un espectáculo",
        alt: {
          es: "Dibujo de una bailarina con vestido rojo, bailando en un espectáculo.",
          en: "Drawing of a dancer in a red dress, dancing in a show.",
        },
      },
      {
        id: "give-first-aid",
        type: "S",
        image: "1fa79",
        name: "Give first aid to an injured person",
        nameEs: "Dar primeros auxilios a una persona herida",
        alt: {
          es: "Dibujo de una curita, para dar primeros auxilios a una persona herida.",
          en: "Drawing of an adhesive bandage, to give first aid to an injured person.",
        },
      },
      {
        id: "launch-startup",
        type: "E",
        image: "1f680",
        name: "Launch your own start-up",
        nameEs: "Lanzar tu propio emprendimiento",
        alt: {
          es: "Dibujo de un cohete despegando, símbolo de lanzar tu propio emprendimiento.",
          en: "Drawing of a rocket taking off, a symbol of launching your own start-up.",
        },
      },
      {
        id: "log-packages",
        type: "C",
        image: "1f4e6",
        name: "Log incoming and outgoing packages",
        nameEs: "Registrar los paquetes que entran y salen",
        alt: {
          es: "Dibujo de una caja de cartón cerrada, para registrar los paquetes que entran y salen.",
          en: "Drawing of a sealed cardboard box, to log incoming and outgoing packages.",
        },
      },
    ],
  },
  {
    id: 4,
    activities: [
      {
        id: "drive-tractor",
        type: "R",
        image: "1f69c",
        name: "Drive a tractor",
        nameEs: "Manejar un tractor",
        alt: {
          es: "Dibujo de un tractor verde de campo, para manejar un tractor.",
          en: "Drawing of a green farm tractor, to drive a tractor.",
        },
      },
      {
        id: "study-dinosaur-fossils",
        type: "I",
        image: "1f995",
        name: "Study dinosaur fossils",
        nameEs: "Estudiar fósiles de dinosaurios",
        alt: {
          es: "Dibujo de un dinosaurio de cuello largo, para estudiar fósiles de dinosaurios.",
          en: "Drawing of a long-necked dinosaur, to study dinosaur fossils.",
        },
      },
      {
        id: "act-in-play",
        type: "A",
        image: "1f3ad",
        name: "Act in a play",
        nameEs: "Actuar en una obra de teatro",
        alt: {
          es: "Dibujo de las dos máscaras del teatro, alegre y triste, para actuar en una obra de teatro.",
          en: "Drawing of the two theater masks, happy and sad, to act in a play.",
        },
      },
      {
        id: "visit-children-hospital",
        type: "S",
        image: "1f3e5",
        name: "Visit children in hospital to cheer them up",
        nameEs: "Visitar a niños en el hospital para animarlos",
        alt: {
          es: "Dibujo de un hospital con una cruz roja, para visitar a niños internados y animarlos.",
          en: "Drawing of a hospital building with a red cross, to visit children there and cheer them up.",
        },
      },
      {
        id: "organise-concert-sponsors",
        type: "E",
        image: "1f39f",
        name: "Organize a concert and find sponsors",
        nameEs: "Organizar un concierto y conseguir patrocinadores",
        alt: {
          es: "Dibujo de una entrada para un evento, para organizar un concierto y conseguir patrocinadores.",
          en: "Drawing of an admission ticket, to organize a concert and find sponsors.",
        },
      },
      {
        id: "sort-letters-post-office",
        type: "C",
        image: "2709",
        name: "Sort letters at the post office",
        nameEs: "Clasificar cartas en el correo",
        alt: {
          es: "Dibujo de un sobre cerrado, para clasificar cartas en el correo.",
          en: "Drawing of a closed envelope, to sort letters at the post office.",
        },
      },
    ],
  },
  {
    id: 5,
    activities: [
      {
        id: "weld-metal",
        type: "R",
        image: "1f9d1-200d-1f3ed",
        name: "Weld metal parts",
        nameEs: "Soldar piezas de metal",
        alt: {
          es: "Dibujo de una persona con careta de soldar y un soplete, para soldar piezas de metal.",
          en: "Drawing of a worker in a welding mask holding a torch, to weld metal parts.",
        },
      },
      {
        id: "observe-planets-telescope",
        type: "I",
        image: "1f52d",
        name: "Observe planets with a telescope",
        nameEs: "Observar planetas con un telescopio",
        alt: {
          es: "Dibujo de un telescopio sobre un trípode, para observar planetas.",
          en: "Drawing of a telescope on a tripod, to observe planets.",
        },
      },
      {
        id: "film-edit-video",
        type: "A",
        image: "1f3ac",
        name: "Film and edit a video",
        nameEs: "Filmar y editar un video",
        alt: {
          es: "Dibujo de una claqueta de cine, para filmar y editar un video.",
          en: "Drawing of a film clapperboard, to film and edit a video.",
        },
      },
      {
        id: "welcome-new-student",
        type: "S",
        image: "1f392",
        name: "Welcome a new student",
        nameEs: "Darle la bienvenida a un estudiante nuevo",
        alt: {
          es: "Dibujo de una mochila escolar, para darle la bienvenida a un estudiante nuevo.",
          en: "Drawing of a school backpack, to welcome a new student to school.",
        },
      },
      {
        id: "defend-in-court",
        type: "E",
        image: "2696",
        name: "Defend someone in court",
        nameEs: "Defender a alguien en un juicio",
        alt: {
          es: "Dibujo de la balanza de la justicia, para defender a alguien en un juicio.",
          en: "Drawing of the scales of justice, to defend someone in court.",
        },
      },
      {
        id: "enter-data",
        type: "C",
        image: "2328",
        name: "Enter data without mistakes",
        nameEs: "Ingresar datos sin errores",
        alt: {
          es: "Dibujo de un teclado de computadora, para ingresar datos sin errores.",
          en: "Drawing of a computer keyboard, to enter data without mistakes.",
        },
      },
    ],
  },
  {
    id: 6,
    activities: [
      {
        id: "fish-from-boat",
        type: "R",
        image: "1f3a3",
        name: "Fish from a boat",
        nameEs: "Pescar desde una lancha",
        alt: {
          es: "Dibujo de una caña de pescar con un pez en el anzuelo, para pescar desde una lancha.",
          en: "Drawing of a fishing rod with a fish on the line, to fish from a boat.",
        },
      },
      {
        id: "chemistry-experiment",
        type: "I",
        image: "1f9ea",
        name: "Do a chemistry experiment",
        nameEs: "Hacer un experimento de química",
        alt: {
          es: "Dibujo de un tubo de ensayo con un líquido verde, para hacer un experimento de química.",
          en: "Drawing of a test tube with a green liquid, to do a chemistry experiment.",
        },
      },
      {
        id: "play-guitar",
        type: "A",
        image: "1f3b8",
        name: "Play the guitar",
        nameEs: "Tocar la guitarra",
        alt: {
          es: "Dibujo de una guitarra eléctrica, para tocar la guitarra.",
          en: "Drawing of an electric guitar, to play the guitar.",
        },
      },
      {
        id: "teach-children-read",
        type: "S",
        image: "1f4d6",
        name: "Teach children to read",
        nameEs: "Enseñar a leer a niños",
        alt: {
          es: "Dibujo de un libro abierto, para enseñar a leer a niños.",
          en: "Drawing of an open book, to teach children to read.",
        },
      },
      {
        id: "persuasive-speech",
        type: "E",
        image: "1f4e3",
        name: "Give a speech to win people over",
        nameEs: "Dar un discurso para convencer a la gente",
        alt: {
          es: "Dibujo de un megáfono, para dar un discurso que convenza a la gente.",
          en: "Drawing of a megaphone, to give a speech that wins people over.",
        },
      },
      {
        id: "plan-weekly-schedule",
        type: "C",
        image: "1f4c5",
        name: "Plan a weekly schedule",
        nameEs: "Armar un horario semanal",
        alt: {
          es: "Dibujo de una hoja de calendario, para armar un horario semanal.",
          en: "Drawing of a calendar page, to plan a weekly schedule.",
        },
      },
    ],
  },
  {
    id: 7,
    activities: [
      {
        id: "fix-bicycle",
        type: "R",
        image: "1f6b2",
        name: "Fix a bicycle",
        nameEs: "Arreglar una bicicleta",
        alt: {
          es: "Dibujo de una bicicleta roja, para arreglar una bicicleta.",
          en: "Drawing of a red bicycle, to fix a bicycle.",
        },
      },
      {
        id: "analyse-dna",
        type: "I",
        image: "1f9ec",
        name: "Analyze DNA in a lab",
        nameEs: "Analizar ADN en un laboratorio",
        alt: {
          es: "Dibujo de la doble hélice del ADN, para analizar ADN en un laboratorio.",
          en: "Drawing of a DNA double helix, to analyze DNA in a lab.",
        },
      },
      {
        id: "take-artistic-photos",
        type: "A",
        image: "1f4f7",
        name: "Take artistic photos",
        nameEs: "Tomar fotos artísticas",
        alt: {
          es: "Dibujo de una cámara de fotos, para tomar fotos artísticas.",
          en: "Drawing of a camera, to take artistic photos.",
        },
      },
      {
        id: "explain-lesson",
        type: "S",
        image: "1f9d1-200d-1f3eb",
        name: "Explain a lesson to the class",
        nameEs: "Explicarle un tema a la clase",
        alt: {
          es: "Dibujo de una persona docente frente al pizarrón, explicándole un tema a la clase.",
          en: "Drawing of a teacher in front of a blackboard, explaining a lesson to the class.",
        },
      },
      {
        id: "win-debate",
        type: "E",
        image: "1f5e3",
        name: "Win a debate",
        nameEs: "Ganar un debate",
        alt: {
          es: "Dibujo de una cabeza que habla en voz alta, para ganar un debate.",
          en: "Drawing of a head speaking out loud, to win a debate.",
        },
      },
      {
        id: "budget-spreadsheet",
        type: "C",
        image: "1f4ca",
        name: "Keep a budget in a spreadsheet",
        nameEs: "Llevar un presupuesto en una hoja de cálculo",
        alt: {
          es: "Dibujo de un gráfico de barras, para llevar un presupuesto en una hoja de cálculo.",
          en: "Drawing of a bar chart, to keep a budget in a spreadsheet.",
        },
      },
    ],
  },
  {
    id: 8,
    activities: [
      {
        id: "replace-phone-screen",
        type: "R",
        image: "1f4f1",
        name: "Replace a broken phone screen",
        nameEs: "Cambiar la pantalla rota de un celular",
        alt: {
          es: "Dibujo de un celular, para cambiarle la pantalla rota.",
          en: "Drawing of a mobile phone, to replace its broken screen.",
        },
      },
      {
        id: "study-brain",
        type: "I",
        image: "1f9e0",
        name: "Study how the brain works",
        nameEs: "Estudiar cómo funciona el cerebro",
        alt: {
          es: "Dibujo de un cerebro rosado, para estudiar cómo funciona el cerebro.",
          en: "Drawing of a pink brain, to study how the brain works.",
        },
      },
      {
        id: "design-clothes",
        type: "A",
        image: "1f457",
        name: "Design clothes",
        nameEs: "Diseñar ropa",
        alt: {
          es: "Dibujo de un vestido azul, para diseñar ropa.",
          en: "Drawing of a blue dress, to design clothes.",
        },
      },
      {
        id: "teach-sign-language",
        type: "S",
        image: "1f91f",
        name: "Teach sign language",
        nameEs: "Enseñar lengua de señas",
        alt: {
          es: 'Dibujo de una mano haciendo la seña de "te quiero", para enseñar lengua de señas.',
          en: 'Drawing of a hand making the "I love you" sign, to teach sign language.',
        },
      },
      {
        id: "negotiate-deal",
        type: "E",
        image: "1f91d",
        name: "Negotiate a big deal",
        nameEs: "Negociar un trato importante",
        alt: {
          es: "Dibujo de dos manos que se estrechan, para cerrar un trato importante.",
          en: "Drawing of two hands shaking, to close a big deal.",
        },
      },
      {
        id: "classify-library-books",
        type: "C",
        image: "1f4da",
        name: "Classify books in a library",
        nameEs: "Clasificar libros en una biblioteca",
        alt: {
          es: "Dibujo de una pila de libros, para clasificar libros en una biblioteca.",
          en: "Drawing of a stack of books, to classify books in a library.",
        },
      },
    ],
  },
  {
    id: 9,
    activities: [
      {
        id: "install-wiring",
        type: "R",
        image: "1f50c",
        name: "Install wiring in a house",
        nameEs: "Instalar el cableado eléctrico de una casa",
        alt: {
          es: "Dibujo de un enchufe con su cable, para instalar el cableado eléctrico de una casa.",
          en: "Drawing of an electric plug and cable, to install wiring in a house.",
        },
      },
      {
        id: "study-microbes",
        type: "I",
        image: "1f9a0",
        name: "Study microbes in a lab",
        nameEs: "Estudiar microbios en un laboratorio",
        alt: {
          es: "Dibujo de un microbio verde, para estudiar microbios en un laboratorio.",
          en: "Drawing of a green microbe, to study microbes in a lab.",
        },
      },
      {
        id: "play-piano",
        type: "A",
        image: "1f3b9",
        name: "Play the piano",
        nameEs: "Tocar el piano",
        alt: {
          es: "Dibujo de las teclas de un piano, para tocar el piano.",
          en: "Drawing of piano keys, to play the piano.",
        },
      },
      {
        id: "look-after-children",
        type: "S",
        image: "1f476",
        name: "Look after small children",
        nameEs: "Cuidar a niños pequeños",
        alt: {
          es: "Dibujo de un bebé sonriente, para cuidar a niños pequeños.",
          en: "Drawing of a smiling baby, to look after small children.",
        },
      },
      {
        id: "manage-hotel",
        type: "E",
        image: "1f3e8",
        name: "Manage a hotel",
        nameEs: "Dirigir un hotel",
        alt: {
          es: "Dibujo de un edificio de hotel con una letra H, para dirigir un hotel.",
          en: "Drawing of a hotel building with an H sign, to manage a hotel.",
        },
      },
      {
        id: "update-database",
        type: "C",
        image: "1f5c3",
        name: "Keep a database up to date",
        nameEs: "Mantener al día una base de datos",
        alt: {
          es: "Dibujo de un fichero lleno de fichas, para mantener al día una base de datos.",
          en: "Drawing of a card file box full of cards, to keep a database up to date.",
        },
      },
    ],
  },
  {
    id: 10,
    activities: [
      {
        id: "lay-bricks",
        type: "R",
        image: "1f9f1",
        name: "Lay bricks to build a wall",
        nameEs: "Levantar una pared de ladrillos",
        alt: {
          es: "Dibujo de un ladrillo rojo, para levantar una pared de ladrillos.",
          en: "Drawing of a red brick, to lay bricks and build a wall.",
        },
      },
      {
        id: "research-medicine",
        type: "I",
        image: "1f9d1-200d-1f52c",
        name: "Research a new medicine",
        nameEs: "Investigar un nuevo medicamento",
        alt: {
          es: "Dibujo de una persona científica con bata y un matraz, para investigar un nuevo medicamento.",
          en: "Drawing of a scientist in a lab coat holding a flask, to research a new medicine.",
        },
      },
      {
        id: "draw-comics",
        type: "A",
        image: "1f9b8",
        name: "Draw superhero comics",
        nameEs: "Dibujar cómics de superhéroes",
        alt: {
          es: "Dibujo de un personaje de superhéroe con antifaz, para dibujar cómics de superhéroes.",
          en: "Drawing of a masked superhero, to draw superhero comics.",
        },
      },
      {
        id: "volunteer-food-bank",
        type: "S",
        image: "1f96b",
        name: "Volunteer at a food bank",
        nameEs: "Hacer voluntariado en un banco de alimentos",
        alt: {
          es: "Dibujo de una lata de comida, para hacer voluntariado en un banco de alimentos.",
          en: "Drawing of a can of food, to volunteer at a food bank.",
        },
      },
      {
        id: "run-company",
        type: "E",
        image: "1f3e2",
        name: "Run a company",
        nameEs: "Dirigir una empresa",
        alt: {
          es: "Dibujo de un edificio de oficinas, para dirigir una empresa.",
          en: "Drawing of an office tower, to run a company.",
        },
      },
      {
        id: "organise-files",
        type: "C",
        image: "1f5c2",
        name: "Organize files in folders",
        nameEs: "Ordenar archivos en carpetas",
        alt: {
          es: "Dibujo de carpetas con separadores de colores, para ordenar archivos.",
          en: "Drawing of folders with colored dividers, to organize files.",
        },
      },
    ],
  },
  {
    id: 11,
    activities: [
      {
        id: "build-wooden-shelf",
        type: "R",
        image: "1fa9a",
        name: "Build a wooden shelf",
        nameEs: "Construir un estante de madera",
        alt: {
          es: "Dibujo de un serrucho de carpintería, para construir un estante de madera.",
          en: "Drawing of a carpentry saw, to build a wooden shelf.",
        },
      },
      {
        id: "use-microscope",
        type: "I",
        image: "1f52c",
        name: "Look at cells through a microscope",
        nameEs: "Observar células con un microscopio",
        alt: {
          es: "Dibujo de un microscopio, para observar células.",
          en: "Drawing of a microscope, to look at cells.",
        },
      },
      {
        id: "paint-picture",
        type: "A",
        image: "1f3a8",
        name: "Paint a picture",
        nameEs: "Pintar un cuadro",
        alt: {
          es: "Dibujo de una paleta de pintor con colores, para pintar un cuadro.",
          en: "Drawing of a painter's palette with colors, to paint a picture.",
        },
      },
      {
        id: "listen-advise-friend",
        type: "S",
        image: "1fac2",
        name: "Listen to and advise a friend",
        nameEs: "Escuchar y aconsejar a un amigo",
        alt: {
          es: "Dibujo de dos personas abrazándose, para escuchar y aconsejar a un amigo.",
          en: "Drawing of two people hugging, to listen to and advise a friend.",
        },
      },
      {
        id: "sell-cars",
        type: "E",
        image: "1f697",
        name: "Sell cars",
        nameEs: "Vender autos",
        alt: {
          es: "Dibujo de un auto rojo, para vender autos.",
          en: "Drawing of a red car, to sell cars.",
        },
      },
      {
        id: "proofread-document",
        type: "C",
        image: "1f4dd",
        name: "Proofread a document",
        nameEs: "Revisar la ortografía de un documento",
        alt: {
          es: "Dibujo de una hoja escrita con un lápiz, para revisar la ortografía de un documento.",
          en: "Drawing of a page of notes with a pencil, to proofread a document.",
        },
      },
    ],
  },
  {
    id: 12,
    activities: [
      {
        id: "plant-trees",
        type: "R",
        image: "1f331",
        name: "Plant trees",
        nameEs: "Plantar árboles",
        alt: {
          es: "Dibujo de un brote de planta, para plantar árboles.",
          en: "Drawing of a young seedling, to plant trees.",
        },
      },
      {
        id: "test-river-pollution",
        type: "I",
        image: "1f4a7",
        name: "Measure pollution in a river",
        nameEs: "Medir la contaminación de un río",
        alt: {
          es: "Dibujo de una gota de agua, para medir la contaminación de un río.",
          en: "Drawing of a water drop, to measure pollution in a river.",
        },
      },
      {
        id: "write-story",
        type: "A",
        image: "270d",
        name: "Write a story",
        nameEs: "Escribir un cuento",
        alt: {
          es: "Dibujo de una mano escribiendo con un bolígrafo, para escribir un cuento.",
          en: "Drawing of a hand writing with a pen, to write a story.",
        },
      },
      {
        id: "keep-elderly-company",
        type: "S",
        image: "1f475",
        name: "Keep an elderly person company",
        nameEs: "Acompañar a una persona mayor",
        alt: {
          es: "Dibujo de una señora mayor de pelo canoso, para acompañarla.",
          en: "Drawing of an older woman with gray hair, to keep her company.",
        },
      },
      {
        id: "run-travel-agency",
        type: "E",
        image: "1f9f3",
        name: "Run a travel agency",
        nameEs: "Dirigir una agencia de viajes",
        alt: {
          es: "Dibujo de una maleta, para dirigir una agencia de viajes.",
          en: "Drawing of a suitcase, to run a travel agency.",
        },
      },
      {
        id: "keep-accounts",
        type: "C",
        image: "1f9fe",
        name: "Keep accounts of income and expenses",
        nameEs: "Llevar las cuentas de ingresos y gastos",
        alt: {
          es: "Dibujo de un recibo, para llevar las cuentas de ingresos y gastos.",
          en: "Drawing of a receipt, to keep accounts of income and expenses.",
        },
      },
    ],
  },
  {
    id: 13,
    activities: [
      {
        id: "grow-vegetables",
        type: "R",
        image: "1f9d1-200d-1f33e",
        name: "Grow vegetables",
        nameEs: "Cultivar verduras",
        alt: {
          es: "Dibujo de una persona agricultora con sombrero y una horquilla, para cultivar verduras.",
          en: "Drawing of a farmer in a hat with a pitchfork, to grow vegetables.",
        },
      },
      {
        id: "study-bees",
        type: "I",
        image: "1f41d",
        name: "Study how bees live",
        nameEs: "Estudiar cómo viven las abejas",
        alt: {
          es: "Dibujo de una abeja, para estudiar cómo viven las abejas.",
          en: "Drawing of a bee, to study how bees live.",
        },
      },
      {
        id: "make-pottery",
        type: "A",
        image: "1f3fa",
        name: "Make pottery",
        nameEs: "Hacer cerámica",
        alt: {
          es: "Dibujo de una vasija de barro decorada, para hacer cerámica.",
          en: "Drawing of a decorated clay jar, to make pottery.",
        },
      },
      {
        id: "help-blind-person",
        type: "S",
        image: "1f9d1-200d-1f9af",
        name: "Help a blind person cross the street",
        nameEs: "Ayudar a una persona ciega a cruzar la calle",
        alt: {
          es: "Dibujo de una persona que camina con un bastón blanco, para ayudar a una persona ciega a cruzar la calle.",
          en: "Drawing of a person walking with a white cane, to help a blind person cross the street.",
        },
      },
      {
        id: "run-own-shop",
        type: "E",
        image: "1f3ea",
        name: "Run your own shop",
        nameEs: "Administrar tu propia tienda",
        alt: {
          es: "Dibujo de una tienda abierta las 24 horas, para administrar tu propia tienda.",
          en: "Drawing of a corner shop open 24 hours, to run your own shop.",
        },
      },
      {
        id: "count-coins",
        type: "C",
        image: "1fa99",
        name: "Count and sort coins",
        nameEs: "Contar y ordenar monedas",
        alt: {
          es: "Dibujo de una moneda dorada, para contar y ordenar monedas.",
          en: "Drawing of a gold coin, to count and sort coins.",
        },
      },
    ],
  },
  {
    id: 14,
    activities: [
      {
        id: "fix-leaking-pipe",
        type: "R",
        image: "1f527",
        name: "Fix a leaking pipe",
        nameEs: "Arreglar una tubería que gotea",
        alt: {
          es: "Dibujo de una llave inglesa, para arreglar una tubería que gotea.",
          en: "Drawing of a wrench, to fix a leaking pipe.",
        },
      },
      {
        id: "study-magnets",
        type: "I",
        image: "1f9f2",
        name: "Investigate how magnets work",
        nameEs: "Investigar cómo funcionan los imanes",
        alt: {
          es: "Dibujo de un imán de herradura, para investigar cómo funcionan los imanes.",
          en: "Drawing of a horseshoe magnet, to investigate how magnets work.",
        },
      },
      {
        id: "decorate-room",
        type: "A",
        image: "1f6cb",
        name: "Decorate a room",
        nameEs: "Decorar una habitación",
        alt: {
          es: "Dibujo de un sillón junto a una lámpara, para decorar una habitación.",
          en: "Drawing of a sofa next to a lamp, to decorate a room.",
        },
      },
      {
        id: "calm-arguing-friends",
        type: "S",
        image: "1f54a",
        name: "Calm two friends who are arguing",
        nameEs: "Calmar a dos amigos que discuten",
        alt: {
          es: "Dibujo de una paloma de la paz con una rama de olivo, para calmar a dos amigos que discuten.",
          en: "Drawing of a dove of peace with an olive branch, to calm two friends who are arguing.",
        },
      },
      {
        id: "sell-houses",
        type: "E",
        image: "1f3e1",
        name: "Sell houses",
        nameEs: "Vender casas",
        alt: {
          es: "Dibujo de una casa con jardín, para vender casas.",
          en: "Drawing of a house with a garden, to sell houses.",
        },
      },
      {
        id: "calculate-pay",
        type: "C",
        image: "1f9ee",
        name: "Calculate workers' pay",
        nameEs: "Calcular el sueldo de los trabajadores",
        alt: {
          es: "Dibujo de un ábaco, para calcular el sueldo de los trabajadores.",
          en: "Drawing of an abacus, to calculate workers' pay.",
        },
      },
    ],
  },
  {
    id: 15,
    activities: [
      {
        id: "chop-firewood",
        type: "R",
        image: "1fa93",
        name: "Chop firewood",
        nameEs: "Cortar leña",
        alt: {
          es: "Dibujo de un hacha, para cortar leña.",
          en: "Drawing of an axe, to chop firewood.",
        },
      },
      {
        id: "study-climate-change",
        type: "I",
        image: "1f321",
        name: "Study climate change",
        nameEs: "Estudiar el cambio climático",
        alt: {
          es: "Dibujo de un termómetro, para estudiar el cambio climático.",
          en: "Drawing of a thermometer, to study climate change.",
        },
      },
      {
        id: "design-poster",
        type: "A",
        image: "1f58c",
        name: "Design a poster",
        nameEs: "Diseñar un póster",
        alt: {
          es: "Dibujo de un pincel, para diseñar un póster.",
          en: "Drawing of a paintbrush, to design a poster.",
        },
      },
      {
        id: "help-with-homework",
        type: "S",
        image: "270f",
        name: "Help a younger kid with homework",
        nameEs: "Ayudar a un niño más pequeño con la tarea",
        alt: {
          es: "Dibujo de un lápiz, para ayudar a un niño más pequeño con la tarea.",
          en: "Drawing of a pencil, to help a younger kid with homework.",
        },
      },
      {
        id: "sell-at-fair",
        type: "E",
        image: "1f3f7",
        name: "Sell products at a fair",
        nameEs: "Vender productos en una feria",
        alt: {
          es: "Dibujo de una etiqueta de precio, para vender productos en una feria.",
          en: "Drawing of a price tag, to sell products at a fair.",
        },
      },
      {
        id: "follow-checklist",
        type: "C",
        image: "1f4cb",
        name: "Follow a checklist step by step",
        nameEs: "Seguir una lista de verificación paso a paso",
        alt: {
          es: "Dibujo de un portapapeles con una lista, para seguir una lista de verificación paso a paso.",
          en: "Drawing of a clipboard with a list, to follow a checklist step by step.",
        },
      },
    ],
  },
];
