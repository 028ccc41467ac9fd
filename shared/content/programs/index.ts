/**
 * The program catalog (DECISIONS 34): every institution and program the report may name, one file per
 * country of the form's list. Rules every row follows (content tests hold them):
 * - real institutions and real programs only, each naming a DataSource (publisher, URL, licence, date);
 *   a row that cannot be sourced does not ship;
 * - official registries are imported by committed scripts under scripts/data/ where they are published;
 *   the rest is written by hand from the institutions' own program pages;
 * - an institution's website is its own official address as seen in a stored page, or absent when none was
 *   seen (the report then links the page the program was read on and says so); never a news report about it;
 * - a program is listed at its real level: technical (técnico, tecnólogo, vocational), bachelor (first
 *   degree) or graduate (especialización, maestría, máster, MSW, M.Ed., doctorado, graduate certificate).
 */
import type { CountryCatalog } from "../types";
import { CATALOG_AR } from "./ar";
import { CATALOG_BO } from "./bo";
import { CATALOG_BR } from "./br";
import { CATALOG_CL } from "./cl";
import { CATALOG_CO } from "./co";
import { CATALOG_CR } from "./cr";
import { CATALOG_CU } from "./cu";
import { CATALOG_DO } from "./do";
import { CATALOG_EC } from "./ec";
import { CATALOG_SV } from "./sv";
import { CATALOG_GT } from "./gt";
import { CATALOG_HT } from "./ht";
import { CATALOG_HN } from "./hn";
import { CATALOG_JM } from "./jm";
import { CATALOG_MX } from "./mx";
import { CATALOG_NI } from "./ni";
import { CATALOG_PA } from "./pa";
import { CATALOG_PY } from "./py";
import { CATALOG_PE } from "./pe";
import { CATALOG_PR } from "./pr";
import { CATALOG_TT } from "./tt";
import { CATALOG_UY } from "./uy";
import { CATALOG_VE } from "./ve";
import { CATALOG_ES } from "./es";
import { CATALOG_US } from "./us";
import { CATALOG_CA } from "./ca";
import { CATALOG_GB } from "./gb";
import { CATALOG_DE } from "./de";
import { CATALOG_FR } from "./fr";
import { CATALOG_IT } from "./it";
import { CATALOG_NL } from "./nl";
import { CATALOG_AU } from "./au";

export const CATALOG: CountryCatalog[] = [
  CATALOG_AR,
  CATALOG_BO,
  CATALOG_BR,
  CATALOG_CL,
  CATALOG_CO,
  CATALOG_CR,
  CATALOG_CU,
  CATALOG_DO,
  CATALOG_EC,
  CATALOG_SV,
  CATALOG_GT,
  CATALOG_HT,
  CATALOG_HN,
  CATALOG_JM,
  CATALOG_MX,
  CATALOG_NI,
  CATALOG_PA,
  CATALOG_PY,
  CATALOG_PE,
  CATALOG_PR,
  CATALOG_TT,
  CATALOG_UY,
  CATALOG_VE,
  CATALOG_ES,
  CATALOG_US,
  CATALOG_CA,
  CATALOG_GB,
  CATALOG_DE,
  CATALOG_FR,
  CATALOG_IT,
  CATALOG_NL,
  CATALOG_AU,
];
