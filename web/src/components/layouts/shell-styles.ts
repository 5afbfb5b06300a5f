/** The shell is a column: the page grows and the footer follows it, so a short page still ends at the bottom. */
export const shellStyle = { display: 'flex', flexDirection: 'column', minHeight: '100dvh' } as const;
export const shellStyles = { main: { minHeight: 'auto', flex: 1 } } as const;
