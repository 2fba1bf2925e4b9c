/**
 * Lists without their browser margins and bullets. Only lazy chunks render a <ul> (the wallet picker and
 * menu, the Unstake panel's confirmation and stake accounts): joinStyles brings it with the first of them.
 */
export const listCss: string = `
ul { margin: 0; padding: 0; list-style: none; }
`;
