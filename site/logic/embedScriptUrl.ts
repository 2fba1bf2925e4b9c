/** The built embed, served by this site beside its pages (the site build copies it to /embed/). */
export const embedScriptUrl = () => new URL('/embed/lst-stake.js', location.origin).href;
