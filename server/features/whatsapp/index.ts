// The whatsapp feature's public face for other features: whether a person wrote to the
// marketplace's number recently enough for a free-form message (the avisos of notifications).

export { phonesInServiceWindow } from './service-window';
