import { defineMessages } from "../define";

export const careers = defineMessages(
  {
    "match.reason.strong": "Tu código {personCode} y el de esta carrera ({careerCode}) empiezan por el mismo tipo: coincidencia de {m} sobre 28 (índice M de Iachan).",
    "match.reason.shared": "Tu código {personCode} comparte letras importantes con el de esta carrera ({careerCode}): coincidencia de {m} sobre 28 (índice M de Iachan).",
    "match.reason.partial": "Tu perfil completo se parece al de esta carrera ({careerCode}), aunque solo comparte parte de tu código {personCode}: coincidencia de {m} sobre 28 (índice M de Iachan).",
    "match.reason.profile": "La forma de tu perfil se parece a la de esta carrera ({careerCode}) aunque sus letras principales no coinciden con tu código {personCode} (índice M de Iachan: 0 sobre 28).",
  },
  {
    "match.reason.strong": "Your code {personCode} and this career's code ({careerCode}) start with the same type: a match of {m} out of 28 (Iachan's M index).",
    "match.reason.shared": "Your code {personCode} shares key letters with this career's code ({careerCode}): a match of {m} out of 28 (Iachan's M index).",
    "match.reason.partial": "Your whole profile resembles this career's ({careerCode}), though it shares only part of your code {personCode}: a match of {m} out of 28 (Iachan's M index).",
    "match.reason.profile": "The shape of your profile resembles this career's ({careerCode}) although its leading letters differ from your code {personCode} (Iachan's M index: 0 out of 28).",
  },
);
