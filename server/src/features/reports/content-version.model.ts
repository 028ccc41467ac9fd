import { createHash } from "node:crypto";
import { CAREERS } from "@shared/content/careers";
import { CAREER_PROFILES } from "@shared/content/career-profiles.generated";
import { HOLLAND_TYPE_INFO } from "@shared/content/holland-types";
import { PROGRAM_REGISTRIES } from "@shared/content/program-registries";
import { SCHOLARSHIPS } from "@shared/content/scholarships";
import { STUDY_SYSTEMS } from "@shared/content/study-systems";
import { CATALOG } from "@shared/content/programs/index";
import { OUTCOME_PORTALS } from "@shared/content/outcome-portals";
import { catalog } from "@shared/i18n/catalog";

/** Bump when the PDF layout changes; content changes are picked up by the hash below. */
export const REPORT_LAYOUT_VERSION = 6;

/** A fingerprint of everything a report is made of: a change of content makes new PDFs. */
export const CONTENT_VERSION = createHash("sha256")
  .update(
    JSON.stringify([
      REPORT_LAYOUT_VERSION,
      CAREERS,
      CAREER_PROFILES,
      HOLLAND_TYPE_INFO,
      SCHOLARSHIPS,
      CATALOG,
      PROGRAM_REGISTRIES,
      STUDY_SYSTEMS,
      OUTCOME_PORTALS,
      catalog,
    ]),
  )
  .digest("hex")
  .slice(0, 16);
