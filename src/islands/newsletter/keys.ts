/**
 * The newsletter popup's memory in localStorage (issue 20): the number of page views counted so far
 * (src/islands/newsletter/hook.ts counts one when the microcart island goes live on a page), or
 * NEWSLETTER_CHOSEN (./NewsletterPopup.ts) once a choice is made (subscribed, "No thanks", Escape, or
 * the server says this customer subscribed). It is negative, which is all the page's inline script asks
 * (src/offline/page-script.ts), and counting keeps it as it is (-Infinity + 1 is -Infinity).
 */
export const NEWSLETTER_KEY = 'pharmacy-nl';
