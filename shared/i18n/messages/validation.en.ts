import { QUESTION_COUNT } from "../../assessment/constants";
import type { validationEs } from "./validation.es";

export const validationEn: Record<keyof typeof validationEs, string> = {
  "validation.fullName": "The name must have at least 2 characters",
  "validation.fullNameMax": "The name cannot be longer than 120 characters",
  "validation.email": "Invalid email",
  "validation.age": "Select a valid age range",
  "validation.education": "Select a valid education level",
  "validation.ageEducation": "At 15 to 18 you cannot hold a graduate degree: check your age or your education level.",
  "validation.country": "Select a valid country",
  "validation.responsesCount": `You must answer the ${QUESTION_COUNT} questions of the test`,
  "validation.responseSet": `Each answer must belong to a different question from 1 to ${QUESTION_COUNT}`,
  "validation.responseActivity": "The chosen activity does not belong to that question",
  "validation.responseSame": "The activity you like and the one you don't like must be different",
};
