export { DEFAULT_COMPANY } from "@shared/defaults";
