/**
 * Turns a voice note into text (decision 025). None is configured yet: until one is, voice
 * notes are answered with a message and the question again, never dropped in silence. An
 * engine plugs in here and is passed to WhatsAppService; its text then goes through the chat
 * as if typed.
 */
export interface VoiceTranscriber {
  /** The words of the note, or null when nothing could be made of it. */
  transcribe(audio: Buffer, mimeType: string): Promise<string | null>;
}
