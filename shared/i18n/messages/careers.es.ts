export const careersEs = {
  "match.reason.strong": "Tu código {personCode} y el de esta carrera ({careerCode}) empiezan por el mismo tipo: coincidencia de {m} sobre 28 (índice M de Iachan).",
  "match.reason.shared": "Tu código {personCode} comparte letras importantes con el de esta carrera ({careerCode}): coincidencia de {m} sobre 28 (índice M de Iachan).",
  "match.reason.partial": "Tu perfil completo se parece al de esta carrera ({careerCode}), aunque solo comparte parte de tu código {personCode}: coincidencia de {m} sobre 28 (índice M de Iachan).",
  "match.reason.profile": "La forma de tu perfil se parece a la de esta carrera ({careerCode}) aunque sus letras principales no coinciden con tu código {personCode} (índice M de Iachan: 0 sobre 28).",
};
