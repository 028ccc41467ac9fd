import type { careersEs } from "./careers.es";

export const careersEn: Record<keyof typeof careersEs, string> = {
  "match.reason.strong": "Your code {personCode} and this career's code ({careerCode}) start with the same type: a match of {m} out of 28 (Iachan's M index).",
  "match.reason.shared": "Your code {personCode} shares key letters with this career's code ({careerCode}): a match of {m} out of 28 (Iachan's M index).",
  "match.reason.partial": "Your whole profile resembles this career's ({careerCode}), though it shares only part of your code {personCode}: a match of {m} out of 28 (Iachan's M index).",
  "match.reason.profile": "The shape of your profile resembles this career's ({careerCode}) although its leading letters differ from your code {personCode} (Iachan's M index: 0 out of 28).",
};
