/**
 * SNIES (Ministerio de Educación Nacional, Colombia) → our career ids and levels, by program name.
 * Pure functions, shared by the importer and its test.
 *
 * SNIES names each program by its official name (NOMBRE_DEL_PROGRAMA) and level (NIVEL_DE_FORMACIÓN).
 * A program matches a career when its whole name, accents and case aside, matches one of the
 * career's patterns below: the patterns are anchored so that "INGENIERIA CIVIL" matches civil
 * engineering but "INGENIERIA CIVIL Y AMBIENTAL" matches neither career on its own. Graduate and
 * technical names are matched after their level words ("MAESTRIA EN ", "TECNOLOGIA EN ").
 */
import type { Program, ProgramLevel } from "../../shared/content/types";

/** Upper case without accents or extra spaces: "Administración  de Empresas" → "ADMINISTRACION DE EMPRESAS". */
export function normalize(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/¿/g, "N") // the export writes Ñ as ¿ in a few names ("DISE¿O")
    .toUpperCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** Bachelor-level (universitario) programs: career → anchored patterns on the normalized name. */
export const BACHELOR_RULES: Record<string, RegExp> = {
  accounting: /^CONTADURIA( PUBLICA)?$/,
  "business-administration": /^ADMINISTRACION DE EMPRESAS$|^ADMINISTRACION DE NEGOCIOS$/,
  economics: /^ECONOMIA$/,
  law: /^DERECHO$/,
  medicine: /^MEDICINA$/,
  "veterinary-medicine": /^MEDICINA VETERINARIA( Y ZOOTECNIA)?$/,
  "animal-science": /^ZOOTECNIA$/,
  nursing: /^ENFERMERIA$/,
  psychology: /^PSICOLOGIA$/,
  "social-work": /^TRABAJO SOCIAL$/,
  sociology: /^SOCIOLOGIA$/,
  anthropology: /^ANTROPOLOGIA$/,
  philosophy: /^FILOSOFIA$/,
  theology: /^TEOLOGIA$/,
  history: /^HISTORIA$/,
  "political-science": /^CIENCIA POLITICA$|^CIENCIAS POLITICAS$|^POLITOLOGIA$/,
  "international-relations": /^RELACIONES INTERNACIONALES$|^GOBIERNO Y RELACIONES INTERNACIONALES$/,
  "public-administration": /^ADMINISTRACION PUBLICA( TERRITORIAL)?$/,
  "communication-studies": /^COMUNICACION SOCIAL( Y PERIODISMO| - PERIODISMO)?$|^COMUNICACION$/,
  journalism: /^PERIODISMO$|^COMUNICACION SOCIAL( Y PERIODISMO| - PERIODISMO)$|^PERIODISMO Y OPINION PUBLICA$/,
  advertising: /^PUBLICIDAD$|^PUBLICIDAD Y MERCADEO$|^PUBLICIDAD Y RELACIONES PUBLICAS$/,
  "public-relations": /^RELACIONES PUBLICAS$|^PUBLICIDAD Y RELACIONES PUBLICAS$|^COMUNICACION CORPORATIVA Y RELACIONES PUBLICAS$/,
  marketing: /^MERCADEO$|^MARKETING$|^MERCADEO Y PUBLICIDAD$/,
  "international-business": /^NEGOCIOS INTERNACIONALES$|^COMERCIO INTERNACIONAL$/,
  finance: /^FINANZAS$|^FINANZAS Y COMERCIO INTERNACIONAL$|^ADMINISTRACION FINANCIERA$/,
  tourism: /^TURISMO$|^ADMINISTRACION TURISTICA$|^ADMINISTRACION DEL TURISMO$|^ADMINISTRACION TURISTICA Y HOTELERA$/,
  "hotel-management": /^ADMINISTRACION HOTELERA|^ADMINISTRACION TURISTICA Y HOTELERA$|^HOTELERIA Y TURISMO$/,
  "human-resources": /^ADMINISTRACION (DEL |DE )?TALENTO HUMANO$|^GESTION DEL TALENTO HUMANO$/,
  logistics: /^ADMINISTRACION LOGISTICA$|^INGENIERIA LOGISTICA$|^LOGISTICA$/,
  architecture: /^ARQUITECTURA$/,
  "civil-engineering": /^INGENIERIA CIVIL$/,
  "industrial-engineering": /^INGENIERIA INDUSTRIAL$/,
  "mechanical-engineering": /^INGENIERIA MECANICA$/,
  "electrical-engineering": /^INGENIERIA ELECTRICA$/,
  "electronic-engineering": /^INGENIERIA ELECTRONICA$/,
  "environmental-engineering": /^INGENIERIA AMBIENTAL$/,
  "biomedical-engineering": /^INGENIERIA BIOMEDICA$/,
  "chemical-engineering": /^INGENIERIA QUIMICA$/,
  "mechatronics-engineering": /^INGENIERIA MECATRONICA$/,
  "food-engineering": /^INGENIERIA DE ALIMENTOS$/,
  "agricultural-engineering": /^INGENIERIA AGRICOLA$/,
  "petroleum-engineering": /^INGENIERIA DE PETROLEOS$/,
  "mining-engineering": /^INGENIERIA DE MINAS$/,
  "forestry-engineering": /^INGENIERIA FORESTAL$/,
  "aerospace-engineering": /^INGENIERIA AEROESPACIAL$|^INGENIERIA AERONAUTICA$/,
  "telecommunications-engineering": /^INGENIERIA DE TELECOMUNICACIONES$/,
  "electromechanical-engineering": /^INGENIERIA ELECTROMECANICA$/,
  "software-engineering": /^INGENIERIA DE SOFTWARE$|^INGENIERIA DE SISTEMAS$|^INGENIERIA DE SISTEMAS Y COMPUTACION$/,
  "computer-science": /^CIENCIAS? DE LA COMPUTACION$|^CIENCIAS DE LA COMPUTACION E INTELIGENCIA ARTIFICIAL$/,
  "information-systems": /^SISTEMAS DE INFORMACION$|^ADMINISTRACION DE SISTEMAS DE INFORMACION$|^INGENIERIA DE SISTEMAS DE INFORMACION$|^PROFESIONAL EN SISTEMAS DE INFORMACION ORGANIZACIONAL$/,
  "data-science": /^CIENCIA DE DATOS$|^CIENCIAS DE DATOS$|^INGENIERIA DE DATOS$/,
  cybersecurity: /^INGENIERIA (EN|DE) CIBERSEGURIDAD( Y GESTION DE RIESGOS DIGITALES)?$|^CIBERSEGURIDAD$/,
  "construction-engineering": /^INGENIERIA (DE|EN) (LA )?CONSTRUCCION$|^CONSTRUCCION$/,
  biology: /^BIOLOGIA$/,
  "marine-biology": /^BIOLOGIA MARINA$/,
  biotechnology: /^BIOTECNOLOGIA$|^INGENIERIA BIOTECNOLOGICA$/,
  chemistry: /^QUIMICA$/,
  physics: /^FISICA$/,
  mathematics: /^MATEMATICAS?$/,
  statistics: /^ESTADISTICA$/,
  geology: /^GEOLOGIA$/,
  "environmental-science": /^CIENCIAS AMBIENTALES$/,
  agronomy: /^AGRONOMIA$|^INGENIERIA AGRONOMICA$/,
  "sports-science": /^CIENCIAS DEL DEPORTE( Y LA RECREACION)?$|^PROFESIONAL EN CIENCIAS DEL DEPORTE$|^DEPORTE$/,
  nutrition: /^NUTRICION Y DIETETICA$/,
  "occupational-therapy": /^TERAPIA OCUPACIONAL$/,
  "physical-therapy": /^FISIOTERAPIA$/,
  "speech-therapy": /^FONOAUDIOLOGIA$/,
  "respiratory-therapy": /^TERAPIA RESPIRATORIA$/,
  dentistry: /^ODONTOLOGIA$/,
  "clinical-laboratory-science": /^BACTERIOLOGIA( Y LABORATORIO CLINICO)?$/,
  pharmacy: /^QUIMICA FARMACEUTICA$|^FARMACIA$/,
  "health-services-administration": /^ADMINISTRACION EN SALUD$|^ADMINISTRACION DE SERVICIOS DE SALUD$|^GERENCIA DE SERVICIOS DE SALUD$/,
  "early-childhood-education": /^LICENCIATURA EN EDUCACION INFANTIL$|^LICENCIATURA EN PEDAGOGIA INFANTIL$|^LICENCIATURA EN EDUCACION PREESCOLAR$|^LICENCIATURA EN EDUCACION PARA LA PRIMERA INFANCIA$/,
  "primary-education": /^LICENCIATURA EN EDUCACION BASICA PRIMARIA$/,
  "special-education": /^LICENCIATURA EN EDUCACION ESPECIAL$|^LICENCIATURA EN EDUCACION INCLUSIVA$/,
  "physical-education": /^LICENCIATURA EN EDUCACION FISICA( RECREACION Y DEPORTES?| Y DEPORTES?| RECREACION Y DEPORTE)?$/,
  "english-teaching": /^LICENCIATURA EN (IDIOMA EXTRANJERO |LENGUAS EXTRANJERAS |LENGUA EXTRANJERA )?(CON ENFASIS EN )?INGLES$|^LICENCIATURA EN BILINGUISMO CON ENFASIS EN INGLES$|^LICENCIATURA EN LENGUAS EXTRANJERAS CON ENFASIS EN INGLES$/,
  "mathematics-teaching": /^LICENCIATURA EN MATEMATICAS?$|^LICENCIATURA EN EDUCACION MATEMATICA$/,
  "music-education": /^LICENCIATURA EN MUSICA$|^LICENCIATURA EN EDUCACION MUSICAL$/,
  literature: /^LITERATURA$|^ESTUDIOS LITERARIOS$|^LETRAS$|^CREACION LITERARIA$/,
  "modern-languages": /^LENGUAS MODERNAS$|^LENGUAS EXTRANJERAS$|^IDIOMAS$|^LINGUISTICA$/,
  translation: /^TRADUCCION$|^TRADUCCION E INTERPRETACION$|^TRADUCCION INGLES-FRANCES-ESPANOL$/,
  "library-science": /^BIBLIOTECOLOGIA( Y ESTUDIOS DE LA INFORMACION)?$|^CIENCIA DE LA INFORMACION,? (Y LA DOCUMENTACION, )?BIBLIOTECOLOGIA Y ARCHIVISTICA$|^CIENCIA DE LA INFORMACION Y BIBLIOTECOLOGIA$/,
  music: /^MUSICA$|^ESTUDIOS MUSICALES$|^MUSICA INSTRUMENTAL$/,
  "fine-arts": /^ARTES PLASTICAS$|^ARTES VISUALES$|^BELLAS ARTES$/,
  theatre: /^ARTE DRAMATICO$|^ARTES ESCENICAS$|^TEATRO$/,
  dance: /^DANZA$/,
  "graphic-design": /^DISENO GRAFICO$|^DISENO VISUAL$/,
  "industrial-design": /^DISENO INDUSTRIAL$/,
  "fashion-design": /^DISENO DE MODAS$|^DISENO DE VESTUARIO$|^DISENO DE MODA$/,
  "interior-design": /^DISENO DE INTERIORES$|^DISENO DE ESPACIOS$/,
  film: /^CINE Y TELEVISION$|^CINE$|^CINE Y AUDIOVISUALES$|^CINE Y COMUNICACION DIGITAL$/,
  animation: /^ANIMACION$|^ANIMACION DIGITAL$|^REALIZACION EN ANIMACION$/,
  "game-design": /^DISENO DE VIDEOJUEGOS$|^DESARROLLO DE VIDEOJUEGOS$|^INGENIERIA EN DESARROLLO DE VIDEOJUEGOS$/,
  "multimedia-design": /^DISENO MULTIMEDIA$|^INGENIERIA MULTIMEDIA$|^MEDIOS DIGITALES$/,
  "cultural-management": /^GESTION CULTURAL$|^GESTION CULTURAL Y COMUNICATIVA$/,
  "urban-planning": /^URBANISMO$|^GESTION Y DESARROLLO URBANOS$/,
  "actuarial-science": /^CIENCIAS ACTUARIALES$|^ACTUARIA$|^ESTADISTICA Y CIENCIAS ACTUARIALES$/,
  counselling: /^LICENCIATURA EN ORIENTACION|^ORIENTACION Y CONSEJERIA$/,
};

/** Graduate programs (especialización universitaria, maestría, doctorado): career → pattern on the name after its level word. */
export const GRADUATE_RULES: Record<string, RegExp> = {
  "business-administration": /^(EN )?ADMINISTRACION( DE EMPRESAS| DE NEGOCIOS)?$|^EN ADMINISTRACION - MBA$|^EN ADMINISTRACION \(MBA\)$|^EN ADMINISTRACION DE NEGOCIOS - MBA$|^EN DIRECCION DE EMPRESAS$/,
  "human-resources": /^EN (GESTION|GERENCIA|DIRECCION|ADMINISTRACION) (DEL |DE )?(TALENTO HUMANO|GESTION HUMANA|RECURSOS HUMANOS)$|^EN GESTION HUMANA$|^EN GESTION HUMANA DE LAS ORGANIZACIONES$|^EN GERENCIA ESTRATEGICA DEL TALENTO HUMANO$|^EN GESTION HUMANA PARA ORGANIZACIONES SALUDABLES$/,
  "social-work": /^EN TRABAJO SOCIAL$|^EN INTERVENCION SOCIAL$/,
  counselling: /^EN ORIENTACION( Y CONSEJERIA| ESCOLAR| EDUCATIVA| VOCACIONAL)?$|^EN CONSEJERIA( PSICOLOGICA)?$/,
  "public-administration": /^EN ADMINISTRACION PUBLICA$|^EN GESTION PUBLICA$|^EN GOBIERNO Y POLITICAS PUBLICAS$|^EN POLITICAS PUBLICAS$|^EN GERENCIA PUBLICA$/,
  "international-relations": /^EN RELACIONES INTERNACIONALES$|^EN ESTUDIOS INTERNACIONALES$/,
  "political-science": /^EN CIENCIA POLITICA$|^EN ESTUDIOS POLITICOS$|^EN CIENCIAS POLITICAS$/,
  economics: /^EN ECONOMIA$|^EN CIENCIAS ECONOMICAS$/,
  finance: /^EN FINANZAS( CORPORATIVAS)?$|^EN GERENCIA FINANCIERA$|^EN ADMINISTRACION FINANCIERA$/,
  marketing: /^EN MERCADEO$|^EN MARKETING$|^EN GERENCIA DE MERCADEO$|^EN MARKETING DIGITAL$|^EN MERCADEO ESTRATEGICO$/,
  "data-science": /^EN CIENCIA DE (LOS )?DATOS$|^EN CIENCIAS DE (LOS )?DATOS$|^EN ANALITICA( DE DATOS)?$|^EN ANALITICA Y CIENCIA DE DATOS$|^EN INGENIERIA DE DATOS$/,
  cybersecurity: /^EN SEGURIDAD INFORMATICA$|^EN CIBERSEGURIDAD$|^EN SEGURIDAD DE LA INFORMACION$/,
  "software-engineering": /^EN INGENIERIA DE SOFTWARE$|^EN DESARROLLO DE SOFTWARE$/,
  "information-systems": /^EN SISTEMAS DE INFORMACION$|^EN GERENCIA DE TECNOLOGIAS DE LA INFORMACION$|^EN GESTION DE TECNOLOGIAS DE LA INFORMACION$|^EN GERENCIA DE SISTEMAS DE INFORMACION$/,
  statistics: /^EN ESTADISTICA( APLICADA)?$|^EN CIENCIAS - ESTADISTICA$/,
  "actuarial-science": /^EN CIENCIAS ACTUARIALES$|^EN ACTUARIA$/,
  "industrial-engineering": /^EN INGENIERIA INDUSTRIAL$/,
  "environmental-engineering": /^EN INGENIERIA AMBIENTAL$/,
  "environmental-science": /^EN CIENCIAS AMBIENTALES$|^EN GESTION AMBIENTAL$|^EN MEDIO AMBIENTE Y DESARROLLO$|^EN DESARROLLO SOSTENIBLE Y MEDIO AMBIENTE$/,
  "urban-planning": /^EN URBANISMO$|^EN PLANEACION URBANA( Y REGIONAL)?$|^EN PLANIFICACION URBANA$|^EN ORDENAMIENTO TERRITORIAL$|^EN ESTUDIOS URBANOS$|^EN PLANEACION TERRITORIAL$/,
  "health-services-administration": /^EN ADMINISTRACION EN SALUD$|^EN ADMINISTRACION DE SALUD$|^EN ADMINISTRACION DE SERVICIOS DE SALUD$|^EN GERENCIA EN SALUD$|^EN GERENCIA DE SERVICIOS DE SALUD$|^EN GERENCIA DE INSTITUCIONES DE SALUD$|^EN GERENCIA EN SERVICIOS DE SALUD$|^EN ADMINISTRACION HOSPITALARIA$|^EN GERENCIA EN SISTEMAS DE SALUD$/,
  "special-education": /^EN EDUCACION ESPECIAL$|^EN EDUCACION INCLUSIVA$|^EN NECESIDADES EDUCATIVAS ESPECIALES$/,
  "english-teaching": /^EN (LA )?ENSENANZA DEL INGLES( COMO LENGUA EXTRANJERA)?$|^EN ENSENANZA DE LENGUAS EXTRANJERAS$|^EN DIDACTICA DEL INGLES$|^EN ENSENANZA DEL INGLES COMO LENGUA EXTRANJERA$|^EN ENSENANZA DE INGLES$/,
  "mathematics-teaching": /^EN (EDUCACION|ENSENANZA|DIDACTICA) (DE LAS |DE LA )?MATEMATICAS?$|^EN EDUCACION MATEMATICA$/,
  "early-childhood-education": /^EN EDUCACION INFANTIL$|^EN PRIMERA INFANCIA$|^EN PEDAGOGIA INFANTIL$|^EN EDUCACION INICIAL$|^EN EDUCACION PARA LA PRIMERA INFANCIA$|^EN DESARROLLO INFANTIL$/,
  "library-science": /^EN BIBLIOTECOLOGIA$|^EN CIENCIA DE LA INFORMACION$/,
  journalism: /^EN PERIODISMO( DIGITAL)?$/,
  "communication-studies": /^EN COMUNICACION$|^EN COMUNICACION ORGANIZACIONAL$|^EN COMUNICACION ESTRATEGICA$|^EN COMUNICACION DIGITAL$/,
  advertising: /^EN PUBLICIDAD$|^EN PUBLICIDAD DIGITAL$/,
  "cultural-management": /^EN GESTION CULTURAL$|^EN POLITICAS CULTURALES$|^EN GESTION Y POLITICAS CULTURALES$/,
  "hotel-management": /^EN GERENCIA HOTELERA$|^EN ADMINISTRACION HOTELERA$|^EN ALTA DIRECCION Y DESARROLLO HOTELERO$/,
  tourism: /^EN TURISMO$|^EN GESTION DEL TURISMO$|^EN GERENCIA DEL TURISMO$|^EN TURISMO SOSTENIBLE$/,
  translation: /^EN TRADUCCION$/,
  criminology: /^EN CRIMINOLOGIA( Y VICTIMOLOGIA| Y CONFLICTO| Y POLITICA PUBLICA CRIMINAL)?$/,
  biotechnology: /^EN BIOTECNOLOGIA$/,
  "international-business": /^EN NEGOCIOS INTERNACIONALES$|^EN COMERCIO INTERNACIONAL$/,
  logistics: /^EN LOGISTICA$|^EN GERENCIA LOGISTICA$|^EN GESTION DE LA CADENA DE SUMINISTRO$|^EN LOGISTICA Y CADENA DE SUMINISTRO$|^EN GERENCIA DE LA CADENA DE SUMINISTRO$|^EN LOGISTICA INTEGRAL$/,
  animation: /^EN ANIMACION( DIGITAL| DE PERSONAJES 3D| 3D PARA ENTORNOS TRANSMEDIA)?$/,
  "game-design": /^EN DISENO DE VIDEOJUEGOS$|^EN DESARROLLO DE VIDEOJUEGOS$|^EN DISENO Y DESARROLLO DE VIDEOJUEGOS$/,
  film: /^EN CINE$|^EN ESCRITURA PARA CINE Y TELEVISION$|^EN CINE DOCUMENTAL$|^EN DIRECCION DE CINE$|^EN GUION Y LIBRETO PARA CINE Y TELEVISION$/,
};

/**
 * Técnico profesional and tecnológico programs: career → anchored pattern on the name after its level
 * words ("TECNOLOGIA EN ", "TECNICO PROFESIONAL EN ", "TECNICA PROFESIONAL ", "TECNOLOGIA "): "TECNOLOGIA EN
 * DESARROLLO DE SOFTWARE" is read as "DESARROLLO DE SOFTWARE". Only names that say the trade the career
 * teaches: a broad name ("GESTION ADMINISTRATIVA", "SISTEMAS", "INFORMATICA", "MERCADEO", "FINANZAS",
 * "LOGISTICA", "MECANICA INDUSTRIAL") or a neighbouring trade (dental laboratory, forensic topography,
 * criminal investigation, avionics of the navy, e-commerce, catering service) matches none. Each pattern
 * was read against every técnico profesional and tecnológico name of the 2026-04-23 export.
 */
export const TECHNICAL_RULES: Record<string, RegExp> = {
  "electrical-technician":
    /^ELECTRICA$|^ELECTRICIDAD( INDUSTRIAL| DE MEDIA Y BAJA TENSION)?$|^(INSTALACION Y )?MANTENIMIENTO ELECTRICO$|^INSTALACION DE SISTEMAS ELECTRICOS$|^INSTALACION DE REDES ELECTRICAS DE BAJA Y MEDIA TENSION$|^DISENO Y CONSTRUCCION DE INSTALACIONES ELECTRICAS DE MEDIA Y BAJA TENSION$|^REDES ELECTRICAS DE DISTRIBUCION DE ENERGIA$|^SUPERVISION DE REDES DE DISTRIBUCION DE ENERGIA ELECTRICA$/,
  "electronics-technician":
    /^ELECTRONICA( INDUSTRIAL| Y TELECOMUNICACIONES| Y COMUNICACIONES)?$|^MANTENIMIENTO ELECTRONICO( INDUSTRIAL| E INSTRUMENTAL INDUSTRIAL)?$|^PROCESOS DE ELECTRONICA INDUSTRIAL$|^(DESARROLLO|SOPORTE) DE SISTEMAS ELECTRONICOS( INDUSTRIALES)?$|^IMPLEMENTACION DE SISTEMAS ELECTRONICOS INDUSTRIALES$|^INSTRUMENTACION ELECTRONICA$|^DESARROLLO DE PRODUCTOS ELECTRONICOS$/,
  "automotive-mechanics":
    /^MECANICA AUTOMOTRIZ$|^MANTENIMIENTO MECATRONIC[OA] DE AUTOMOTORES$|^GESTION DEL MANTENIMIENTO DE AUTOMOTORES$|^MECANICA DE MOTOS$|^MECANICA DE VEHICULOS HIBRIDOS Y ELECTRICOS$|^MECANICA DIESEL$|^SERVICIO AUTOMOTRIZ$|^GESTION DE AUTOMOCION Y ELECTROMECANICA DE VEHICULOS$/,
  "industrial-maintenance":
    /^MANTENIMIENTO INDUSTRIAL$|^MANTENIMIENTO MECANICO( INDUSTRIAL)?$|^MANTENIMIENTO ELECTROMECANICO( INDUSTRIAL| DE EQUIPOS INDUSTRIALES| DE EQUIPO PESADO)?$|^MANTENIMIENTO DE EQUIPOS INDUSTRIALES$|^(MANTENIMIENTO|OPERACION) DE SISTEMAS ELECTROMECANICOS$|^OPERACION Y MANTENIMIENTO ELECTROMECANICO$|^GESTION DE(L)? MANTENIMIENTO ELECTROMECANICO$|^ELECTROMECANICA$|^SISTEMAS ELECTROMECANICOS$/,
  "welding-technology": /^PROCESOS DE SOLDADURA$|^SUPERVISION DE LA FABRICACION DE PRODUCTOS METALICOS SOLDADOS$/,
  "mechatronics-technician":
    /^MECATRONICA( INDUSTRIAL)?$|^SISTEMAS MECATRONICOS$|^MANTENIMIENTO DE SISTEMAS MECATRONICOS( INDUSTRIALES)?$|^AUTOMATIZACION DE SISTEMAS MECATRONICOS$|^(DISENO E INTEGRACION|GESTION) DE AUTOMATISMOS MECATRONICOS\.?$|^GESTION DE SISTEMAS MECATRONICOS( INDUSTRIALES)?$|^PROCESOS INDUSTRIALES DE MECATRONICA$|^AUTOMATIZACION INDUSTRIAL$|^AUTOMATIZACION Y ROBOTICA INDUSTRIAL$|^ROBOTICA Y AUTOMATIZACION INDUSTRIAL$|^CONTROL Y AUTOMATIZACION INDUSTRIAL$/,
  "renewable-energy-technician":
    /^MONTAJE Y MANTENIMIENTO DE ENERGIAS RENOVABLES$|^INSTALACION DE SISTEMAS DE ENERGIA RENOVABLE$|^INSTALACIONES ELECTRICAS PARA SISTEMAS RENOVABLES$|^ELECTRICA EN GENERACION Y GESTION EFICIENTE DE ENERGIAS RENOVABLES$/,
  "aircraft-maintenance":
    /^MANTENIMIENTO AERONAUTICO$|^GESTION DEL MANTENIMIENTO AERONAUTICO$|^MANTENIMIENTO (EN LINEA )?DE AVIONES$|^MANTENIMIENTO EN LINEA DE HELICOPTEROS$|^MANTENIMIENTO EN SISTEMAS ELECTRICOS ELECTRONICOS E INSTRUMENTOS DE AERONAVES$|^ELECTRONICA AERONAUTICA$/,
  "construction-technician":
    /^CONSTRUCCION$|^CONSTRUCCION (DE|EN) EDIFICACIONES( E INFRAESTRUCTURA URBANA)?$|^CONSTRUCCION DE LA EDIFICACION$|^CONSTRUCCION DE OBRAS?( CIVILES)?$|^CONSTRUCCIONES CIVILES$|^OBRAS CIVILES$|^GESTION DE LA CONSTRUCCION( DE PROYECTOS ARQUITECTONICOS)?$|^GESTION Y CONSTRUCCION DE OBRAS CIVILES$|^GESTION DE OBRAS CIVILES Y CONSTRUCCIONES$|^GESTION Y EJECUCION DE CONSTRUCCIONES$|^SUPERVISION DE OBRAS CIVILES$|^CONSTRUCCION DE (ACABADOS|PROYECTOS) ARQUITECTONICOS$|^CONSTRUCCION DE INFRAESTRUCTURA VIAL$|^SUPERVISION DE OBRAS DE INFRAESTRUCTURA VIAL$/,
  "mining-technician":
    /^MINERIA( SOSTENIBLE)?$|^OPERACIONES MINERAS$|^GESTION MINERA$|^SUPERVISION DE (LABORES|PROCESOS) MINER[AO]S$|^EXTRACCION Y MAQUINARIA MINERO AURIFERA$/,
  "it-support-technician":
    /^SOPORTE INFORMATICO$|^SOPORTE DE SISTEMAS INFORMATICOS( Y REDES| Y DE COMUNICACIONES)?$|^SOPORTE DE SISTEMAS (E|EN) INFORMATICA$|^SOPORTE DE HARDWARE Y SOFTWARE$|^SOPORTE Y OPERACION DE SISTEMAS INFORMATICOS$|^SOPORTE DE INFRAESTRUCTURAS INFORMATICAS Y REDES DE DATOS$|^MANTENIMIENTO DE COMPUTADORES (Y REDES|E INSTALACION Y CONFIGURACION DE REDES LAN)$|^INSTALACION Y MANTENIMIENTO DE REDES Y COMPUTADORES$|^(OPERACIONES Y )?MANTENIMIENTO DE SISTEMAS INFORMATICOS$/,
  "sound-technician":
    /^OPERACION DE SONIDO Y GRABACION$|^PRODUCCION DE SONIDO( EN VIVO Y AUDIOVISUAL| PARA MEDIOS AUDIOVISUALES)?$|^PRODUCCION DE AUDIO PARA MEDIOS AUDIOVISUALES$|^PRODUCCION SONORA PARA CONTENIDOS DIGITALES$|^AUDIO Y PRODUCCION MUSICAL$|^PRODUCCION DE MUSICA Y AUDIO$/,
  surveying:
    /^LEVANTAMIENTOS TOPOGRAFICOS( E INFORMACION GEOGRAFICA| Y GEORR?EFERENCIACION)?$|^GEORREFERENCIACION TOPOGRAFICA$/,
  cosmetology: /^COSMETOLOGIA Y ESTETICA( CORPORAL)?$|^ESTETICA Y COSMETOLOGIA$|^ESTETICA COSMETOLOGICA$/,
  "makeup-artistry": /^MAQUILLAJE ARTISTICO$/,
  "culinary-arts":
    /^GASTRONOMIA( Y ARTE CULINARIO| Y COCINA)?$|^COCINA$|^CULINARIA$|^OPERACION DE COCINA Y RESTAURACION$|^(OPERACION DE )?PROCESOS GASTRONOMICOS( Y DE BEBIDAS)?$|^OPERACION(ES)? GASTRONOMICAS?( Y DE BEBIDAS)?$|^PRODUCCION GASTRONOMICA$|^GESTION GASTRONOMICA( Y DE BEBIDAS)?$/,
  "baking-pastry": /^PASTELERIA Y PANADERIA$|^GESTION DE PROCESOS DE REPOSTERIA Y PANIFICACION$/,
  "event-management": /^ORGANIZACION (Y AMBIENTACION )?DE EVENTOS$|^ORGANIZACION DE CERTAMENES$|^PRODUCCION DE EVENTOS$/,
  "flight-attendant": /^SERVICIOS A BORDO$/,
  "agricultural-technician":
    /^AGROPECUARIA$|^PRODUCCION AGROPECUARIA( SOSTENIBLE| ECOLOGICA)?$|^PRODUCCION Y GESTION AGROPECUARIA$|^PRODUCCION AGRICOLA( SOSTENIBLE| INTEGRADA)?$|^(PROCESOS DE|GESTION DE LA) PRODUCCION AGRICOLA$|^GESTION SOSTENIBLE DE LA PRODUCCION (AGRICOLA|AGROPECUARIA)$|^PRODUCCION AGROECOLOGICA( DE CULTIVOS)?$|^PRODUCCION PECUARIA SOSTENIBLE$|^PRODUCCION GANADERA$/,
  "veterinary-technician": /^ENFERMERIA VETERINARIA$/,
  "programming-technician":
    /^(ANALISIS Y )?DESARROLLO DE(L)? SOFTWARE( - MODALIDAD VIRTUAL| PARA DISPOSITIVOS MOVILES| Y APLICATIVOS MOVILES)?$|^DISENO Y DESAR?ROLLO DE SOFTWARE$|^CONSTRUCCION DE SOFTWARE$|^ANALISIS Y DESARROLLO DE SISTEMAS( DE INFORMACION)?$|^DESARROLLO DE SISTEMAS DE INFORMACION( Y DE SOFTWARE)?$|^DESARROLLO DE SISTEMAS INFORMATICOS$|^(DESARROLLO Y GESTION|GESTION Y DESARROLLO) DE SISTEMAS INFORMATICOS$|^DESARROLLO INFORMATICO$|^DESARROLLO DE APLICACIONES (WEB|PARA DISPOSITIVOS MOVILES|WEB Y MOVILES|WEB MOVILES)$|^DESARROLLO PARA DISPOSITIVOS MOVILES$|^DISENO DE APLICACIONES MOVILES Y WEB$|^APLICACIONES WEB$|^(PROCESOS DE )?PROGRAMACION DE SOFTWARE( LIBRE)?$|^PROGRAMACION DE (COMPUTADORES|SISTEMAS DE INFORMACION)$|^PROGRAMACION DE APLICACIONES (DE SOFTWARE|INFORMATICAS)$|^PROGRAMACION (PARA|DE) DISPOSITIVOS MOVILES$|^PROGRAMACION WEB$|^ANALISIS Y PROGRAMACION DE SISTEMAS DE INFORMACION$|^DESARROLLO Y ADMINISTRACION DE APLICACIONES INFORMATICAS$|^SISTEMATIZACION DE DATOS$/,
  "network-technician":
    /^GESTION DE REDES( DE DATOS| INFORMATICAS| INALAMBRICAS| DE TELECOMUNICACIONES| Y SISTEMAS TELEINFORMATICOS)?\.?$|^GESTION DE REDES DE COMPUTADORES Y SEGURIDAD INFORMATICA$|^(ADMINISTRACION DE )?REDES Y SEGURIDAD INFORMATICA$|^GESTION DE SEGURIDAD EN REDES DE COMPUTADORES$|^TELECOMUNICACIONES$|^TELEMATICA$|^IMPLEMENTACION DE REDES Y SERVICIOS DE TELECOMUNICACIONES$|^(INSTALACION|INSTALACION Y MANTENIMIENTO) DE REDES DE TELECOMUNICACIONES$|^INSTALACION Y CONFIGURACION DE REDES$|^MANTENIMIENTO DE REDES$|^MANTENIMIENTO Y CONFIGURACION DE REDES DE COMUNICACION$|^(GESTION|IMPLEMENTACION) DE SISTEMAS DE TELECOMUNICACIONES$|^GESTION DE INFRAESTRUCTURA DE TELECOMUNICACIONES$|^IMPLEMENTACION DE INFRAESTRUCTURA DE TECNOLOGIAS DE LA INFORMACION Y LAS COMUNICACIONES\.?$|^GESTION DE INFRAESTRUCTURAS DE TECNOLOGIAS DE (LA )?INFORMACION Y COMUNICACIONES$|^PROCESOS DE REDES Y COMUNICACIONES$/,
  "pharmacy-technician": /^REGENCIA DE FARMACIA$/,
  paramedic: /^ATENCION PREHOSPITALARIA$/,
  "dental-assistant": /^SALUD ORAL$/,
  "health-information-technician": /^GESTION DE INFORMACION EN SALUD$/,
  "early-childhood-assistant":
    /^ATENCION INTEGRAL A LA PRIMERA INFANCIA$|^ATENCION Y CUIDADO A LA PRIMERA INFANCIA$|^CUIDADO Y DESARROLLO DE LA PRIMERA INFANCIA$/,
  paralegal: /^JUDICIAL$|^PROCEDIMIENTOS JUDICIALES$|^PROCESOS JUDICIALES\.?$/,
  photography:
    /^FOTOGRAFIA( E IMAGEN DIGITAL| Y PROCESOS DIGITALES| Y CAMAROGRAFIA)?$|^PRODUCCION FOTOGRAFICA$|^PRODUCCION DE IMAGEN FOTOGRAFICA$/,
  "radio-television-production":
    /^PRODUCCION DE RADIO Y (TELEVISION|MEDIOS AUDIOVISUALES)$|^REALIZACION Y PRODUCCION EN TELEVISION$|^TELEVISION$|^LOCUCION Y PRODUCCION RADIAL$|^PRODUCCION AUDIOVISUAL$|^PRODUCCION DE (MEDIOS )?AUDIOVISUALES( DIGITALES)?$|^PRODUCCION DE CONTENIDOS AUDIOVISUALES$|^REALIZACION AUDIOVISUAL$|^PRODUCCION DE IMAGEN Y SONIDO$|^PRODUCCION DE AUDIO Y VIDEO$|^MEDIOS AUDIOVISUALES$|^PRODUCCION DIGITAL EN MEDIOS AUDIOVISUALES$|^GESTION Y REALIZACION DE CONTENIDOS AUDIOVISUALES$|^OPERACION DE PROCESOS PARA LA PRODUCCION DE CONTENIDOS AUDIOVISUALES$|^GESTION DE CONTENIDOS TELEVISIVOS Y NUEVOS MEDIOS$/,
  "digital-marketing": /^MARKETING DIGITAL$|^(GESTION|PROCESOS) DE (MERCADEO|MARKETING) DIGITAL$/,
  "sales-technician":
    /^VENTAS Y NEGOCIOS$|^GESTION DE VENTAS Y NEGOCIOS$|^(GESTION DE |OPERACION DE )?MERCADEO Y VENTAS$|^(DIRECCION|SUPERVISION) DE VENTAS$|^GESTION COMERCIAL$|^PROCESOS COMERCIALES$|^OPERACIONES COMERCIALES\.?$|^OPERACION DEL PUNTO DE VENTA$|^(MERCADEO|MARKETING) Y GESTION COMERCIAL$/,
  "accounting-technician":
    /^CONTABILIDAD( SISTEMATIZADA| Y COSTOS| Y FINANZAS| Y FINANZAS INTERNACIONALES| Y TRIBUTARIA)?$|^COSTOS Y CONTABILIDAD$|^COSTOS Y AUDITORIA$|^ANALISIS DE COSTOS Y PRESUPUESTOS$|^GESTION CONTABLE( Y FINANCIERA| FINANCIERA| Y DE COSTOS| Y TRIBUTARIA| E INFORMACION FINANCIERA| Y DE INFORMACION FINANCIERA)?$|^(GESTION )?FINANCIERA Y CONTABLE$|^GESTION TRIBUTARIA, CONTABLE Y FINANCIERA$|^FINANZAS Y SISTEMAS CONTABLES$|^(OPERACION DE )?PROCESOS CONTABLES( Y TRIBUTARIOS)?$|^OPERACIONES CONTABLES( Y FINANCIERAS( DIGITALES)?)?$|^MANEJO DE LA INFORMACION CONTABLE$|^NOMINA Y PRESTACIONES SOCIALES$/,
  "banking-technician":
    /^GESTION BANCARIA Y (DE )?ENTIDADES FINANCIERAS$|^GESTION BANCARIA Y FINANCIERA$|^PROCESOS BANCARIOS Y FINANCIEROS$|^GESTION DE SERVICIOS FINANCIEROS$|^GESTION FINANCIERA Y CREDITICIA$|^MANEJO DE MICROCREDITOS$|^GESTION DE MICROFINANZAS$/,
  "foreign-trade-customs":
    /^COMERCIO (EXTERIOR|INTERNACIONAL)$|^GESTION (DE|DEL) COMERCIO (EXTERIOR|INTERNACIONAL)$|^GESTION DE COMERCIO EXTERIOR (Y LOGISTICA|DE BIENES Y SERVICIOS)$|^OPERACION(ES)? (DE|DEL) COMERCIO EXTERIOR$|^OPERACIONES ADUANERAS( Y DE COMERCIO INTERNACIONAL)?$|^OPERACION DE PROCESOS? ADUANEROS$|^PROCESOS ADUANEROS( Y TRIBUTARIOS)?$|^GESTION DE ADUANAS Y COMERCIO EXTERIOR$|^RECONOCIMIENTO ADUANERO$|^PROCESOS DE COMERCIO EXTERIOR( Y LOGISTICA)?$|^(GESTION )?LOGISTICA (DE|DEL) COMERCIO EXTERIOR$|^PROCESOS LOGISTICOS Y DE COMERCIO EXTERIOR$|^(GESTION|PROCESOS) DE IMPORTACIONES Y EXPORTACIONES$|^OPERACIONES DE IMPORTACION Y EXPORTACION$/,
  "executive-assistant": /^SECRETARIADO EJECUTIVO SISTEMATIZADO$|^ASISTENCIA GERENCIAL$|^ASISTENTE ADMINISTRATIVO BILINGUE$/,
};

/**
 * SNIES levels kept and ours: Tecnológico and Formación técnica profesional → technical; Universitario →
 * bachelor; especialización universitaria, maestría, doctorado → graduate.
 */
export function levelOf(nivelDeFormacion: string): ProgramLevel | null {
  const n = normalize(nivelDeFormacion);
  if (n === "TECNOLOGICO" || n === "FORMACION TECNICA PROFESIONAL") return "technical";
  if (n === "UNIVERSITARIO") return "bachelor";
  // Especialización médico quirúrgica is for physicians only; especialización tecnológica and técnico
  // profesional follow a technical program: none of them is "open to graduates of another field".
  if (n === "ESPECIALIZACION UNIVERSITARIA" || n === "MAESTRIA" || n === "DOCTORADO") return "graduate";
  return null;
}

/** The career ids a program name matches at a level. */
export function careersFor(programName: string, level: ProgramLevel): string[] {
  const n = normalize(programName);
  if (level === "bachelor") return Object.entries(BACHELOR_RULES).filter(([, re]) => re.test(n)).map(([id]) => id);
  if (level === "graduate") {
    const rest = n.replace(/^(ESPECIALIZACION|MAESTRIA|DOCTORADO)\b\s*/, "");
    if (rest === n) return [];
    const withEn = rest.startsWith("EN ") ? rest : `EN ${rest}`;
    return Object.entries(GRADUATE_RULES)
      .filter(([, re]) => re.test(withEn) || re.test(rest))
      .map(([id]) => id);
  }
  if (level === "technical") {
    const rest = n.replace(/^(TECNOLOGIA|TECNOLOGO|TECNICA PROFESIONAL|TECNICO PROFESIONAL)\b( EN\b)*\s*/, "");
    if (rest === n || !rest) return [];
    return Object.entries(TECHNICAL_RULES)
      .filter(([, re]) => re.test(rest))
      .map(([id]) => id);
  }
  return [];
}

/** "Presencial" → in-person; "Virtual", "A distancia" → distance; mixed forms → blended. */
export function modalityOf(modalidad: string): Program["modality"] | undefined {
  const n = normalize(modalidad);
  if (n === "PRESENCIAL" || n === "DUAL" || n === "PRESENCIAL-DUAL") return "in-person";
  if (n === "VIRTUAL" || n === "A DISTANCIA" || n === "VIRTUAL-A DISTANCIA" || n === "HIBRIDA (A DISTANCIA-VIRTUAL)")
    return "distance";
  if (n.includes("PRESENCIAL") && (n.includes("VIRTUAL") || n.includes("DISTANCIA"))) return "blended";
  return undefined;
}

/** "10", "Semestral" → "10 semestres"; "24", "Mensual" → "24 meses"; none when the export gives no usable number or unit. */
export function durationOf(periodos: string, periodicidad: string): string | undefined {
  const n = Math.round(Number(periodos));
  if (!Number.isFinite(n) || n <= 0) return undefined;
  const unit: Record<string, [string, string]> = {
    SEMESTRAL: ["semestre", "semestres"],
    CUATRIMESTRAL: ["cuatrimestre", "cuatrimestres"],
    TRIMESTRAL: ["trimestre", "trimestres"],
    ANUAL: ["año", "años"],
    MENSUAL: ["mes", "meses"],
    PERIODOS: ["periodo", "periodos"],
  };
  const u = unit[normalize(periodicidad)];
  return u ? `${n} ${n === 1 ? u[0] : u[1]}` : undefined;
}

/** The length in years of "24", "Mensual" (2) or "6", "Semestral" (3); none for "Periodos" or no unit. */
export function yearsOf(periodos: string, periodicidad: string): number | undefined {
  const n = Math.round(Number(periodos));
  const perYear: Record<string, number> = { SEMESTRAL: 2, CUATRIMESTRAL: 3, TRIMESTRAL: 4, ANUAL: 1, MENSUAL: 12 };
  const k = perYear[normalize(periodicidad)];
  return Number.isFinite(n) && n > 0 && k ? n / k : undefined;
}

const SMALL = new Set(["DE", "DEL", "LA", "LAS", "LOS", "EL", "Y", "E", "EN", "A", "CON", "PARA", "POR", "O", "U", "AL"]);
/** Accents the SNIES export often leaves out, restored for display. */
const ACCENTED: Record<string, string> = Object.fromEntries(
  (
    "Administración Ingeniería Economía Psicología Sociología Antropología Filosofía Teología Ciencia Política Políticas Político Públicas Pública Público " +
    "Comunicación Educación Música Matemáticas Matemática Física Química Biología Geología Estadística Agronomía Agronómica Odontología Fonoaudiología Bacteriología " +
    "Nutrición Dietética Enfermería Arquitectura Diseño Gráfico Mecánica Eléctrica Electrónica Electromecánica Mecatrónica Biomédica Biotecnológica Biotecnología Petróleos Aeronáutica " +
    "Información Computación Tecnológica Tecnológico Pedagógica Técnica Técnico Politécnico Politécnica Católica Autónoma Santo Tomás Bogotá Medellín Córdoba Nariño Boyacá Caquetá Chocó Quindío " +
    "Atlántico Pacífico Amazonía Jurídicas Económicas Económica Logística Turística Gestión Dirección Planeación Planificación Organización Organizacional Analítica Intervención Traducción Interpretación " +
    "Animación Televisión Audiovisual Escénicas Plásticas Dramático Bibliotecología Archivística Lingüística Literaria Creación Inglés Bilingüismo Educación Pedagogía Didáctica Enseñanza Orientación Consejería " +
    "Inclusión Atención Investigación Criminología Victimología Relación Relaciones Hotelería Hotelera Administración Financiera Gerencia Métodos Cuantitativos Energía Innovación Nación Sabana María Andrés José Bolívar " +
    "Artística Estratégica Ecológica Informática Telecomunicaciones Ciberseguridad Ambientales Región Tolima Rosario Cauca Javeriana Caribe Montería Cúcuta Popayán Ibagué Pereira Sincelejo " +
    // words of the técnico profesional and tecnológico names
    "Tecnología Tecnologías Tecnólogo Construcción Producción Operación Implementación Configuración Realización Locución Supervisión Integración " +
    "Automatización Sistematización Instalación Ejecución Fabricación Instrumentación Ambientación Georreferenciación Importación Exportación Restauración " +
    "Análisis Topográficos Topográfica Electromecánico Electromecánicos Mecatrónico Mecatrónicos Mecatrónica Mecánico Electrónico Electrónicos Eléctrico Eléctricos Eléctricas " +
    "Gastronomía Gastronómica Gastronómicos Gastronómicas Agrícola Agroecológica Aeronáutico Informáticos Informático Teleinformáticos Telemática Tensión Línea Móviles " +
    "Estética Cosmetología Minería Logísticos Logística Fotografía Fotográfica Camarografía Auditoría Bilingüe Energías Metálicos Microcréditos Certámenes Comunicación " +
    "Artístico Técnicas Técnicos LAN " +
    // words of the institutions' names and of the graduate names
    "Maestría Especialización Contaduría Corporación Fundación Institución Formación Aviación Clínico Clínica Clínicos Área Áreas " +
    "Programación Políticos Tecnológicas Tecnológicos Farmacéutica Farmacéutico Consultoría Recreación América Suramérica Indoamérica " +
    "Teológico Bíblico Informáticas Información Económico Documentación Atlántica Artísticos Arquitectónicos Ejército Martín León " +
    "Suárez Núñez Sinú Chocó Arévalo Rodríguez Simón Beltrán Pérez Jesús Elías Monseñor"
  )
    .split(/\s+/)
    .map((w) => [normalize(w), w]),
);

/** Words that a part of a name may be alone without being an acronym ("UNIVERSIDAD-COLEGIO MAYOR…"). */
const NAME_WORDS = new Set(["UNIVERSIDAD", "UNIVERSITARIA", "CORPORACION", "FUNDACION", "INSTITUCION", "INSTITUTO", "ESCUELA", "COLEGIO"]);

/** One word of a name in capitals, in display case: accents restored, small words and vowel-less acronyms kept. */
function displayWord(w: string, i: number): string {
  const key = normalize(w);
  if (i > 0 && SMALL.has(key)) return key.toLowerCase();
  if (ACCENTED[key]) return ACCENTED[key];
  if (/^[A-Z]{1,4}$/.test(w) && !/[AEIOU]/.test(w)) return w; // ESAP-like acronyms without vowels
  if (/^[A-ZÁÉÍÓÚÑ]{1,3}\.$/.test(w)) return w; // "IU."
  const word = w.charAt(0) + w.slice(1).toLowerCase();
  return /CION$/.test(key) ? word.replace(/cion$/, "ción") : word; // Spanish -ción, never English -tion
}

/**
 * Registry capitals to display case: "UNIVERSIDAD DE CORDOBA" → "Universidad de Córdoba". The export
 * sets names apart with dashes in many ways ("…SENA-", "… -ATEC-", "…ADMINISTRATIVA-F-CIDCA-", "… - UTEM -");
 * they are shown as " - " between parts, none at the end. In an institution's name a part that is one word
 * in capitals (or two, "- IES CINOC") is its acronym and stays so ("- UNIMINUTO"); in a program's name it is a
 * word ("- PERIODISMO").
 */
export function displayName(name: string, kind: "program" | "institution" = "program"): string {
  const spaced = name.replace(/\s+/g, " ").trim();
  // already in display case ("Tecnología en …"); a capitals name with a stray small accented letter
  // ("TECNOLOGíA EN REGENCIA DE FARMACIA") is still one in capitals
  if (/[a-z]/.test(spaced.normalize("NFC").replace(/[\u00c0-\u024f]/g, ""))) return spaced;
  const parts: string[] = [];
  /** Whether the dash before each part stands apart ("… - TEC MD") or joins two words ("MILITAR-NUEVA GRANADA"). */
  const apart: boolean[] = [];
  const pieces = spaced.split(/(\s*-\s*)/);
  for (let k = 0; k < pieces.length; k += 2) {
    const part = pieces[k]!.replace(/[\s,;]+$/, "").trim();
    if (!part) continue;
    const last = parts.length - 1;
    // "F-CIDCA": a letter joined to the acronym after it
    if (last >= 0 && /^[A-Z]$/.test(parts[last]!)) parts[last] = `${parts[last]}-${part}`;
    else {
      parts.push(part);
      apart.push(k > 0 && pieces[k - 1] !== "-");
    }
  }
  const shown = parts.map((part, p) => {
    const words = part.split(" ");
    // an acronym or a short brand: "UNIMINUTO", "IES CINOC", "TEC MD" (not "DE CALI", not "JORGE TADEO LOZANO")
    const acronym =
      kind === "institution" &&
      parts.length > 1 &&
      words.length <= (p > 0 && apart[p] ? 2 : 1) &&
      words.every((w) => /^[A-ZÁÉÍÓÚÑÜ.-]+$/.test(w) && !SMALL.has(normalize(w)) && !NAME_WORDS.has(normalize(w)));
    if (acronym) return part;
    return part
      .split(" ")
      .map((w, i) => displayWord(w, p === 0 ? i : i + 1))
      .join(" ")
      .replace(/-(\p{Ll})/gu, (_, c: string) => `-${c.toUpperCase()}`);
  });
  const joined = shown.join(" - ");
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}
