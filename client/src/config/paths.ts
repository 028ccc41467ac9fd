/** The app's routes and link builders: one table shared with the server (shared/routes.ts). */
export { paths, ROUTES, type RouteName } from "@shared/routes";
