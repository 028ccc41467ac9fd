/** Toast notifications. */
export const toastEs = {
  "toast.close": "Cerrar",
  "toast.region": "Notificaciones ({hotkey})",
};
