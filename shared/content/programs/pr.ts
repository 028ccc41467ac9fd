/**
 * Where to study in PR: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 *
 * Every row comes from the U.S. Department of Education's College Scorecard "Field of Study" data
 * (public domain), imported by scripts/data/import-college-scorecard.ts into pr.generated.ts:
 * program names are the registry's CIP series titles with the credential awarded.
 */
import type { CountryCatalog } from "../types";
import { CATALOG_PR_REGISTRY } from "./pr.generated";

export const CATALOG_PR: CountryCatalog = CATALOG_PR_REGISTRY;
