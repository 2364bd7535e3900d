/** A LIKE pattern of `text` anywhere in a value, its own `%`, `_` and `\` matched as letters (what someone typed). */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
