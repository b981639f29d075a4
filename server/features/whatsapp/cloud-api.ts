// The chat's messages are those of the one Cloud API client (server/platform/whatsapp).
export type { ChatChoice, ChatReply } from '../../platform/whatsapp/cloud-api';
