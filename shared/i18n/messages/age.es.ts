/** Labels of the age ranges the test asks for. */
export const ageEs = {
  "age.15-18": "15 a 18 años",
  "age.19-24": "19 a 24 años",
  "age.25-35": "25 a 35 años",
  "age.36-45": "36 a 45 años",
  "age.46+": "46 años o más",
};
