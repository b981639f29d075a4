/** Accessible name of a photo: 'Papa pastusa, foto 2 de 3'. */
export const photoLabel = (name: string, index: number, total: number) =>
  `${name}, foto ${index + 1} de ${total}`;
