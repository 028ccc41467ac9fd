/** Comparing careers side by side. */
export const compareEs = {
  "compare.pickTwo": "Elige dos o tres carreras de tu lista para compararlas",
  "compare.abroad": "Fuera de tu país",
  "compare.button": "Comparar carreras",
  "compare.title": "Compara carreras lado a lado",
  "compare.pick": "Elige dos o tres carreras",
  "compare.level": "Nivel",
  "compare.duration": "Duración",
  "compare.where": "Dónde estudiar ({place})",
  "compare.noInstitution": "No conocemos una institución que la ofrezca; consulta el registro oficial.",
  "compare.registry": "Registro oficial: {name}",
  "compare.subjects": "Qué se estudia",
  "compare.fit": "Cómo encaja con tu perfil",
  "compare.loadError": "No pudimos cargar la comparación. Inténtalo de nuevo.",
  "compare.cost": "Costo",
  "compare.pay": "Pago",
  "compare.employment": "Empleo",
};
