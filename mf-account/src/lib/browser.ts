/** Full-page navigation away from the site (tests replace it; jsdom cannot navigate). */
export const browser = {
  assign(url: string) {
    window.location.assign(url);
  },
};
