/**
 * Leaves the app for another site (a payment provider's page): the one place the SPA hands the
 * browser to an address it does not route itself, so a component test can see where the page went.
 */
export const leavePage = {
  to(url: string): void {
    window.location.assign(url);
  },
};
