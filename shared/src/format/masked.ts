/** Only the last four characters of a personal number are shown (a customs number, a citizen certificate). */
export const maskedId = (id: string) => (id.length > 4 ? `${'•'.repeat(id.length - 4)}${id.slice(-4)}` : id);
