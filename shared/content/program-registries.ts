/**
 * One official registry of higher-education programs per country of the product's list (OTHER
 * excepted): the public catalogue (or the regulator that publishes it) where a reader can check
 * every accredited program and institution, beyond the few the report names. `name` is in the
 * country's own language.
 */
import type { CountryCode } from "../i18n/countries";
import type { ProgramRegistry } from "./types";

export const PROGRAM_REGISTRIES: Record<Exclude<CountryCode, "OTHER">, ProgramRegistry> = {
  AR: {
    name: "Comisión Nacional de Evaluación y Acreditación Universitaria (CONEAU)",
    url: "https://www.coneau.gob.ar",
  },
  BO: { name: "Ministerio de Educación de Bolivia", url: "https://www.minedu.gob.bo" },
  BR: { name: "e-MEC, Ministério da Educação", url: "https://emec.mec.gov.br" },
  CL: { name: "Mi Futuro, Ministerio de Educación", url: "https://www.mifuturo.cl" },
  CO: {
    name: "SNIES, Ministerio de Educación Nacional",
    url: "https://hecaa.mineducacion.gov.co/consultaspublicas/programas",
  },
  CR: { name: "Consejo Nacional de Rectores (CONARE)", url: "https://www.conare.ac.cr" },
  CU: {
    name: "Ministerio de Educación Superior (MES)",
    url: "https://www.mes.gob.cu",
    note: {
      es: "En Cuba, los estudios universitarios son gratuitos para los cubanos; el ingreso a las carreras se decide con las pruebas de ingreso a la Educación Superior.",
      en: "In Cuba, university study is free for Cubans; admission to each program is decided by the national higher-education entrance exams.",
    },
  },
  DO: { name: "Ministerio de Educación Superior, Ciencia y Tecnología (MESCyT)", url: "https://mescyt.gob.do" },
  EC: { name: "Consejo de Educación Superior (CES)", url: "https://www.ces.gob.ec" },
  SV: { name: "Ministerio de Educación, Ciencia y Tecnología (MINEDUCYT)", url: "https://www.mined.gob.sv" },
  GT: { name: "Consejo de la Enseñanza Privada Superior (CEPS)", url: "https://www.ceps.edu.gt" },
  HT: {
    name: "Ministère de l'Éducation Nationale et de la Formation Professionnelle (MENFP)",
    url: "https://menfp.gouv.ht",
  },
  HN: { name: "Dirección de Educación Superior (DES)", url: "https://des.unah.edu.hn" },
  JM: { name: "University Council of Jamaica (UCJ)", url: "https://www.ucj.org.jm" },
  MX: { name: "SIRVOES, Secretaría de Educación Pública", url: "https://sirvoes.sep.gob.mx/sirvoes/mvc/consultas" },
  NI: { name: "Consejo Nacional de Universidades (CNU)", url: "https://www.cnu.edu.ni" },
  PA: {
    name: "Consejo Nacional de Evaluación y Acreditación Universitaria de Panamá (CONEAUPA)",
    url: "https://coneaupa.edu.pa",
  },
  PY: { name: "Consejo Nacional de Educación Superior (CONES)", url: "https://www.cones.gov.py" },
  PE: {
    name: "Superintendencia Nacional de Educación Superior Universitaria (SUNEDU)",
    url: "https://www.gob.pe/sunedu",
  },
  PR: { name: "College Navigator (NCES)", url: "https://nces.ed.gov/collegenavigator/" },
  TT: { name: "Accreditation Council of Trinidad and Tobago (ACTT)", url: "https://www.actt.org.tt" },
  UY: { name: "Ministerio de Educación y Cultura (MEC)", url: "https://www.gub.uy/ministerio-educacion-cultura" },
  VE: { name: "Oficina de Planificación del Sector Universitario (OPSU)", url: "https://www.opsu.gob.ve" },
  ES: { name: "Registro de Universidades, Centros y Títulos (RUCT)", url: "https://www.educacion.gob.es/ruct/home" },
  US: { name: "College Navigator (NCES)", url: "https://nces.ed.gov/collegenavigator/" },
  CA: { name: "Canadian Information Centre for International Credentials (CICIC)", url: "https://www.cicic.ca" },
  GB: { name: "Discover Uni", url: "https://discoveruni.gov.uk" },
  DE: { name: "Hochschulkompass", url: "https://www.hochschulkompass.de" },
  FR: { name: "Parcoursup", url: "https://www.parcoursup.gouv.fr" },
  IT: { name: "Universitaly", url: "https://www.universitaly.it" },
  NL: { name: "Studiekeuze123", url: "https://www.studiekeuze123.nl" },
  AU: { name: "Course Seeker", url: "https://www.courseseeker.edu.au" },
};
