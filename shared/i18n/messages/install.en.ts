import type { installEs } from "./install.es";

export const installEn: Record<keyof typeof installEs, string> = {
  "install.title": "Install QuéEstudiar",
  "install.body": "Add the app to your home screen to get back to your results in one tap.",
  "install.accept": "Install",
  "install.dismiss": "Not now",
};
