import { defineMessages } from "../define";
import { careerPathsEs } from "./career-paths.es";
import { careerPathsEn } from "./career-paths.en";

export { careerPathsEs, careerPathsEn };

export const careerPaths = /* @__PURE__ */ defineMessages(careerPathsEs, careerPathsEn);
