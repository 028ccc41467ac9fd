/** The pager of paged lists. */
export const pagerEs = {
  "pager.previous": "Anterior",
  "pager.next": "Siguiente",
  "pager.page": "Página {page}",
  "pager.label": "Páginas de {list}",
};
