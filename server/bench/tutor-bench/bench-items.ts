// One question of a tutor benchmark set, whatever set it comes from (our class in
// server/bench/tutor-class/ or the shared class files), and the reply it got.
import type { SourceDto } from '@edubot/common';

export type Intent = 'greeting' | 'summarize' | 'quiz' | 'explain' | 'topics';

export interface Citation {
  /** The uploaded file's name. */
  file: string;
  /** Acceptable 1-based pages (1 for images and diagrams); absent: any page of the file. */
  pages?: number[];
  /** For a file inside an uploaded zip: the member's name. */
  member?: string;
}

export interface BenchItem {
  id: string;
  /** Key of the bot the question is asked of. */
  bot: string;
  /** fact | definition | table | number | label | scan | glossary | cross | image | uncovered | request */
  kind: string;
  language: 'ar' | 'en';
  question: string;
  /** Acceptable answer strings: the reply must contain one (normalized). */
  answers?: string[];
  /** Where the first citation must point (any entry). */
  cite?: Citation[];
  intent?: Intent;
  /** summarize / topics: the file (and page) the reply must be grounded in. */
  file?: string;
  page?: number;
  /** quiz: how many questions were asked for. */
  count?: number;
  topic?: string;
  /**
   * Messages the student sent earlier in the same chat (a follow-up such as "another one" or
   * "and page 3?"); their replies are not judged.
   */
  before?: string[];
  /** An attached photo: these lines rendered as a picture of a worksheet. */
  image?: { lines: string[]; rtl?: boolean };
}

export interface BenchBot {
  key: string;
  name: string;
  subject: string;
  grade: string;
  languages: string;
  files: { filename: string; bytes: Uint8Array; mimeType: string }[];
}

export interface BenchSet {
  name: string;
  bots: BenchBot[];
  items: BenchItem[];
}

export interface AskedItem {
  item: BenchItem;
  reply: string;
  sources: SourceDto[];
  /** file_id -> uploaded filename, for the bot the question went to. */
  fileNames: Map<string, string>;
  /** The bot's uploaded filenames (topics check). */
  botFiles: string[];
  /** Members of the bot's zips (topics check on a zip). */
  zipMembers: Map<string, string[]>;
  /** The bot's reply, in the question's language, to a nonsense question (its decline). */
  declineReply?: string;
  status: number;
  ms: number;
}
