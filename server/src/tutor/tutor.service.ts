// retrieve -> compose -> answer (docs/architecture.md). Retrieval is always this bot's index only,
// decided here on the server: nothing the student, a file or a model writes can widen it.
import type { BotTone, SourceDto } from '@edubot/common';
import { askedAnswerType } from './answer/answer-type.js';
import type { LanguageCode } from '../search/language-codes.js';
import type { SearchIndex } from '../search/search-index.js';
import type { BotFileState } from './bot-files.js';
import { toSources } from './compose.js';
import {
  photoMayBeMisreadMessage,
  photoUnreadMessage,
  unreadableImageMessage,
} from './decline-messages.js';
import type { ExtractiveOffload } from './extractive-offload.js';
import { isBilingual, type BotGlossaries } from './glossary/bot-glossaries.js';
import type { CompiledGlossary, GlossaryMatch } from './glossary/compiled-glossary.js';
import {
  answerBearsOnTerms,
  crossLanguageLeadIn,
  interleaveHits,
  translatedQuery,
} from './glossary/cross-language.js';
import type { QueryTranslator } from './glossary/query-translator.js';
import { translationGiven, translationRequest } from './answer/translation-requests.js';
import { heldByBot } from './glossary/school-vocabulary/held-by-bot.js';
import { questionWords, schoolVocabulary } from './glossary/school-vocabulary/school-vocabulary.js';
import {
  answerHoldsTerms,
  inPassageForms,
  createVocabularyTranslator,
  type VocabularyTranslation,
} from './glossary/school-vocabulary/vocabulary-translator.js';
import { analyze } from '../search/analyzer/analyzer.js';
import { isGeneralWord } from './answer/general-words.js';
import { isQuestionForm } from './answer/question-terms.js';
import { expansionAsDefinition } from './expansion-question.js';
import { standardizeQuestion } from './colloquial/standardize-question.js';
import {
  imageNote,
  planImageQuestion,
  pointsOnlyAtImage,
  studyRequestOnImage,
  typedLanguageText,
} from './image-question.js';
import { answerLabelQuestion, askedLabel, DIAGRAM_SEARCH_WORDS } from './answer/diagram-labels.js';
import { classifyIntent } from './intents/classify-intent.js';
import { resolveFollowUp } from './intents/follow-up.js';
import { severalRequests, type RequestPart } from './intents/several-requests.js';
import { joinReplies } from './intents/joined-replies.js';
import type { Intent } from './intents/intent.js';
import type { IntentReply } from './intents/intent-reply.js';
import type { StudyRequests } from './intents/study-requests.js';
import type { StudyMaterialReader } from '../search/material-reader.js';
import { answerFromKey, type AnswerKeyAnswer } from './answer-key.js';
import { answerKeyReply } from './answer-key-reply.js';
import { calculationQuestion, formulaFor } from './photo-calculation.js';
import { formulaReplyText } from './formula-reply.js';
import { spellPhotoTextAsFiles } from './photo-spelling.js';
import {
  CODE_TO_LANGUAGE,
  detectQuestionLanguage,
  type QuestionLanguage,
} from './question-language.js';
import { frameAnswer } from './tone.js';
import type { DeltaSink, TutorProvider, TutorQuestion } from './tutor-provider.js';

export const RETRIEVAL_LIMIT = 8;
/** Passages searched for a label question: enough to reach every diagram of a class bot. */
const DIAGRAM_SEARCH_LIMIT = 24;

/** The provider whose answer is a pure function of the passages (providers/extractive.provider.ts). */
const EXTRACTIVE = 'extractive';

export interface TutorRequest {
  botId: string;
  botName: string;
  botLanguages: readonly LanguageCode[];
  /** What the student typed (may be empty when only an image was sent). */
  text: string;
  /**
   * The student's earlier messages of this chat, oldest first, when `text` may follow up on
   * one ("another one", "and page 3?"); absent in a new chat.
   */
  earlier?: readonly string[];
  /** OCR text of the attached image, used as image-question.ts decides. */
  imageText?: string;
  image?: { mimeType: string; bytes: Buffer };
  /** The bot's study files and their processing state, in upload order (absent: not loaded). */
  files?: readonly BotFileState[];
  /** Streamed replies (issue 11): a model's text as it is written; the reply is the final word. */
  onDelta?: DeltaSink;
  /** The bot's tone (tutor/tone.ts): framing lines of an extractive answer, a prompt rule for a model. */
  tone?: BotTone;
}

export interface TutorOptions {
  /** Per-bot glossaries for cross-language questions on bilingual bots. */
  glossaries?: Pick<BotGlossaries, 'forBot'>;
  /** Greetings, summaries, quizzes, explanations, file lists (tutor/intents/). */
  studyRequests?: StudyRequests;
  /** With a model configured: translates a bilingual bot's questions into its other language. */
  translator?: QueryTranslator;
  /** The bot's files by document: answer keys of photographed worksheet questions (answer-key.ts). */
  material?: StudyMaterialReader;
}

/** Passages read for the formula of a calculation no file answers. */
const FORMULA_HITS = 5;

export interface TutorReply {
  text: string;
  sources: SourceDto[];
  provider: string;
  /**
   * The line about the attached photo that `text` starts with (what was read from it, or that
   * it could not be read), for a caller that replaces the text (homework mode) to keep it.
   */
  photoNote?: string;
}

/**
 * The answer with the passages it cites (their excerpts): a translated word may be in the
 * quoted line's heading ("Newton's laws" over "Third law: ...") rather than in the line itself.
 */
function quotedPages(reply: TutorReply): string {
  return [reply.text, ...reply.sources.map((s) => s.excerpt)].join('\n');
}

export class TutorService {
  constructor(
    private readonly search: SearchIndex,
    private readonly provider: TutorProvider,
    /** Runs search + extractive answer in a worker thread when the provider is the extractive one. */
    private readonly offload?: ExtractiveOffload,
    private readonly options: TutorOptions = {},
  ) {}

  get providerName(): string {
    return this.provider.name;
  }

  async ask(request: TutorRequest, signal?: AbortSignal): Promise<TutorReply> {
    const reply = await this.answer(request, signal);
    // The extractive tutor quotes the files; the tone frames an answer that has sources (a model
    // got the tone in its prompt and wrote its own framing).
    if (!request.tone || this.provider.name !== EXTRACTIVE || reply.sources.length === 0)
      return reply;
    const language = detectQuestionLanguage(
      typedLanguageText(request.text) || (request.imageText ?? ''),
      request.botLanguages,
    );
    return { ...reply, text: frameAnswer(reply.text, request.tone, language) };
  }

  private async answer(asked: TutorRequest, signal?: AbortSignal): Promise<TutorReply> {
    // Arabic words the OCR misread by a letter's dots, spelled as the files spell them.
    const request = asked.imageText
      ? { ...asked, imageText: await this.photoSpelling(asked.imageText, asked) }
      : asked;
    // Typed question and image text are asked in the order image-question.ts decides.
    const attempts = planImageQuestion(request.text, request.imageText ?? '');
    if (attempts.length === 0) {
      // An image without readable text and no typed words: nothing to search for.
      const language = CODE_TO_LANGUAGE[request.botLanguages[0] ?? 'ara'];
      return { text: unreadableImageMessage(language), sources: [], provider: this.provider.name };
    }
    const glossary =
      (await this.options.glossaries?.forBot(request.botId, request.botLanguages)) ?? null;
    // Study requests (typed, without a photo, or a quiz / summary on what a photo names):
    // classify -> their handler, else a question.
    const onImage = request.imageText ? studyRequestOnImage(request.text, request.imageText) : null;
    // "explain osmosis and then quiz me on it": each request answered in turn, in one reply.
    const parts =
      this.options.studyRequests && !request.image ? severalRequests(request.text) : null;
    if (parts) return this.answerSeveral(parts, request, glossary, signal);
    if (this.options.studyRequests && (!request.image || onImage) && request.text.trim()) {
      const intent =
        onImage?.intent ??
        (request.earlier?.length ? resolveFollowUp(request.text, request.earlier) : null) ??
        classifyIntent(request.text);
      // A term the bot's glossary translates is asked across languages: the question path does that.
      const crossLanguage =
        intent.kind === 'explain' && (glossary?.match(request.text).length ?? 0) > 0;
      const reply = crossLanguage
        ? null
        : await this.options.studyRequests.reply(intent, {
            botId: request.botId,
            botName: request.botName,
            languages: request.botLanguages,
            files: request.files,
            glossary,
          });
      if (reply?.grounding && this.provider.name !== EXTRACTIVE) {
        return this.studyRequestByModel(request, intent, reply.text, reply.grounding, signal);
      }
      if (reply) {
        // What was read from the photo comes first, as for a question read from a photo.
        const answered = { sources: reply.sources, provider: this.provider.name };
        if (!onImage) return { ...answered, text: reply.text };
        const photoNote = imageNote(intent.language, onImage.imageText);
        return { ...answered, text: [photoNote, reply.text].join('\n\n'), photoNote };
      }
    }
    // The student's own words decide the language ("solve q2" is English whatever the photo
    // says); OCR text only when they wrote nothing but a question's label or number.
    const questionLanguage = detectQuestionLanguage(
      typedLanguageText(request.text) || attempts[0]!.query,
      request.botLanguages,
    );
    // A photo was attached but nothing could be read from it (its reading failed, ran out of
    // time, or found no letters): the student is told, and the typed words alone are answered.
    if (request.image && attempts.every((a) => a.imageText === null)) {
      const pointedAt = pointsOnlyAtImage(request.text);
      const photoNote = photoUnreadMessage(questionLanguage, pointedAt);
      if (pointedAt)
        return { text: photoNote, sources: [], provider: this.provider.name, photoNote };
      const reply = await this.answerInEitherLanguage(
        attempts[0]!.query,
        questionLanguage,
        request,
        glossary,
        signal,
      );
      return { ...reply, text: [photoNote, reply.text].join('\n\n'), photoNote };
    }
    // A calculation the notes' formula works out: the worked result, not a passage near it.
    const worked = await this.formulaReply(attempts, questionLanguage, request, true);
    if (worked) return worked;
    let fallback: TutorReply | undefined;
    for (const attempt of attempts) {
      const keyed =
        attempt.imageText === null ? null : await this.answerKey(attempt.imageText, request);
      if (keyed) {
        const photoNote = imageNote(questionLanguage, attempt.imageText!);
        const reply = answerKeyReply(questionLanguage, keyed);
        return {
          text: [photoNote, reply.text].join('\n\n'),
          sources: reply.sources,
          provider: this.provider.name,
          photoNote,
        };
      }
      const reply = await this.answerInEitherLanguage(
        attempt.query,
        questionLanguage,
        request,
        glossary,
        signal,
      );
      const photoNote =
        attempt.imageText === null ? undefined : imageNote(questionLanguage, attempt.imageText);
      const told = !photoNote
        ? reply
        : {
            ...reply,
            text: [
              photoNote,
              reply.text,
              // A decline of what was read may be a misreading, not a gap in the files.
              ...(reply.sources.length === 0 ? [photoMayBeMisreadMessage(questionLanguage)] : []),
            ].join('\n\n'),
            photoNote,
          };
      if (reply.sources.length > 0) return told;
      fallback ??= told;
    }
    // A calculation whose answer no file states, though a file gives its formula.
    return (await this.formulaReply(attempts, questionLanguage, request, false)) ?? fallback!;
  }

  /**
   * The formula of an asked calculation, quoted and cited, worked out when it can be (only a
   * worked one when `onlyWorked`: tried before the usual answer).
   */
  private async formulaReply(
    attempts: readonly { query: string; imageText: string | null }[],
    language: QuestionLanguage,
    request: TutorRequest,
    onlyWorked: boolean,
  ): Promise<TutorReply | null> {
    // Photo questions only (issue 7 §6): typed calculations keep the usual answer.
    if (!request.imageText) return null;
    for (const attempt of attempts) {
      const calculation = calculationQuestion(attempt.query);
      if (!calculation) continue;
      for (const query of [calculation.asked, attempt.query]) {
        const hits = await this.search.search(request.botId, query, {
          limit: FORMULA_HITS,
          languages: request.botLanguages,
        });
        for (const hit of hits) {
          const context = hits.map((h) => h.text).join('\n');
          const found = formulaFor(calculation, hit.text, language === 'ar' ? 'ar' : 'en', context);
          if (!found || (onlyWorked && !found.worked)) continue;
          const reply = formulaReplyText(language, hit, found);
          const photoNote =
            attempt.imageText === null ? undefined : imageNote(language, attempt.imageText);
          return {
            text: photoNote ? [photoNote, reply.text].join('\n\n') : reply.text,
            sources: reply.sources,
            provider: this.provider.name,
            ...(photoNote ? { photoNote } : {}),
          };
        }
      }
    }
    return null;
  }

  /** Each request of the message by its handler (a question by the question path), joined. */
  private async answerSeveral(
    parts: readonly RequestPart[],
    request: TutorRequest,
    glossary: CompiledGlossary | null,
    signal?: AbortSignal,
  ): Promise<TutorReply> {
    const replies = [];
    for (const { text, intent } of parts) {
      const crossLanguage = intent.kind === 'explain' && (glossary?.match(text).length ?? 0) > 0;
      const reply = crossLanguage
        ? null
        : await this.options.studyRequests!.reply(intent, {
            botId: request.botId,
            botName: request.botName,
            languages: request.botLanguages,
            files: request.files,
            glossary,
          });
      const language = detectQuestionLanguage(text, request.botLanguages);
      replies.push(
        reply ??
          (await this.answerInEitherLanguage(
            text,
            language,
            { ...request, text },
            glossary,
            signal,
          )),
      );
    }
    return { ...joinReplies(replies), provider: this.provider.name };
  }

  private async photoSpelling(imageText: string, request: TutorRequest): Promise<string> {
    const termStats = this.search.termStats?.bind(this.search);
    if (!termStats || !request.botLanguages.includes('ara')) return imageText;
    return spellPhotoTextAsFiles(imageText, (text) =>
      termStats(request.botId, text, request.botLanguages),
    );
  }

  /** The teacher's answer key's answer to a question read from a photo, when the files hold both. */
  private async answerKey(
    imageText: string,
    request: TutorRequest,
  ): Promise<AnswerKeyAnswer | null> {
    if (!this.options.material) return null;
    return answerFromKey(
      this.search,
      this.options.material,
      request.botId,
      request.botLanguages,
      imageText,
    );
  }

  /** A model writes the study request from the passages its extractive reply was built from. */
  private async studyRequestByModel(
    request: TutorRequest,
    intent: Intent,
    extractiveText: string,
    grounding: NonNullable<IntentReply['grounding']>,
    signal?: AbortSignal,
  ): Promise<TutorReply> {
    const answer = await this.provider.answer(
      {
        ...this.question(request.text, intent.language, request),
        passages: grounding.passages,
        studyRequest: {
          intent: intent.kind,
          task: grounding.task,
          extractive: { text: extractiveText, citedPassages: grounding.citedPassages },
        },
      },
      signal,
      request.onDelta,
    );
    return {
      text: answer.text,
      sources: toSources(grounding.passages, answer.citedPassages, answer.text),
      provider: this.provider.name,
    };
  }

  /** The question as asked; on a bilingual bot, again with its glossary terms translated (glossary/cross-language.ts). */
  private async answerInEitherLanguage(
    query: string,
    questionLanguage: QuestionLanguage,
    request: TutorRequest,
    glossary: CompiledGlossary | null,
    signal?: AbortSignal,
  ): Promise<TutorReply> {
    if (this.provider.name !== EXTRACTIVE)
      return this.answerWithModel(query, questionLanguage, request, glossary, signal);
    const direct = await this.answerOnce(query, questionLanguage, request, signal);
    const matches = glossary?.match(query) ?? [];
    // "ما معنى مقاوم بالانجليزي" answered by the glossary row pairing the two words: that row is
    // the answer, not a hint to ask again in English (answer/translation-requests.ts).
    const translationAsked = translationRequest(query);
    const givesTranslation =
      translationAsked !== null &&
      direct.sources.length > 0 &&
      direct.text
        .split('\n')
        .some((line) => translationGiven(line, translationAsked, request.botLanguages) !== null);
    const retryByGlossary =
      !givesTranslation &&
      glossary !== null &&
      matches.length > 0 &&
      !answerBearsOnTerms(direct, matches, glossary, request.botLanguages);
    if (!retryByGlossary && direct.sources.length > 0)
      return this.withLeadIn(direct, questionLanguage, request);
    // The whole question in the other language: the glossary's terms, the school vocabulary's
    // words, English terms spelled in Arabic letters, and any word nothing carries across left as
    // typed. The gate then judges every word of it, as it judges a question asked in the notes'
    // own language (the glossary's terms alone let "ما درجة انصهار الذهب" through on "gold").
    const translation = await this.translateQuestion(query, questionLanguage, request, matches);
    const vocabularyCovers =
      isBilingual(request.botLanguages) && (questionLanguage === 'ar' || questionLanguage === 'en');
    // Without a translation (a word the files hold in neither language) the glossary's terms
    // alone are searched only on a bot whose languages the vocabulary does not cover.
    // A question asking a value ("how long", "where did X die", "كم", "متى") keeps its frame
    // across, or the gate could not tell the value asked for from any value of its subject; and
    // none of its words may be one the files hold in neither language ("die" beside a line on
    // where X was born): the gate lets the verb after "أين" pass as phrasing.
    const keepsSlot = !translation || asksSameSlot(query, translation);
    // "what is التقطير" about English notes: the glossary term the question names is written in
    // the notes' language's other script, and the rest of the question is already in the notes'
    // language. Carried the other way, the term stays as typed and finds only the glossary row
    // that names it; the term's translation with the question's own words finds its explanation.
    const termsInOtherScript =
      vocabularyCovers && matches.length > 0 && matches.every((m) => m.asked !== questionLanguage);
    const translated = termsInOtherScript
      ? translatedQuery(query, matches)
      : keepsSlot
        ? (translation?.query ?? (vocabularyCovers ? null : translatedQuery(query, matches)))
        : null;
    if (retryByGlossary && glossary && translated) {
      const passages = (
        await this.search.search(request.botId, translated, {
          limit: RETRIEVAL_LIMIT,
          languages: request.botLanguages,
        })
      ).filter((hit) => !glossary.isTermList(hit.fileId, hit.page));
      const termStats = await this.search.termStats?.(
        request.botId,
        translated,
        request.botLanguages,
      );
      // The gate reads the translation in the words of the passage holding most of them
      // (askTranslated).
      const judged =
        translation && !termsInOtherScript ? inPassageForms(translation, passages) : translated;
      const answer = await this.provider.answer(
        { ...this.question(judged, questionLanguage, request), passages, termStats },
        signal,
      );
      const sources = toSources(passages, answer.citedPassages, answer.text);
      const retried = { text: answer.text, sources, provider: this.provider.name };
      // The other language's answer must itself name the term: "لا يقوم النبات بالبناء الضوئي
      // في الظلام" is no answer to "how long do you leave the pondweed before counting bubbles".
      if (
        answer.citedPassages.length > 0 &&
        answerBearsOnTerms(retried, matches, glossary, request.botLanguages)
      ) {
        return this.withLeadIn(retried, questionLanguage, request, matches[0]);
      }
    }
    if (direct.sources.length === 0) {
      // Through the question path this time (no glossary term needed in the answer).
      if (translation && keepsSlot) {
        const translated = await this.askTranslated(translation, questionLanguage, request, signal);
        if (translated) return translated;
      }
      const spelled = await this.askSpelledInEnglish(query, questionLanguage, request, signal);
      if (spelled) return spelled;
    }
    return this.withLeadIn(direct, questionLanguage, request);
  }

  /**
   * A bilingual bot's question in the other language as the built-in school vocabulary writes it
   * (glossary/school-vocabulary/), the glossary's own terms first; null when it cannot be carried
   * across (a word the files hold in neither language, in a question naming nothing the files
   * hold as written).
   */
  private async translateQuestion(
    query: string,
    questionLanguage: QuestionLanguage,
    request: TutorRequest,
    matches: readonly GlossaryMatch[],
  ): Promise<VocabularyTranslation | null> {
    if (!isBilingual(request.botLanguages)) return null;
    if (questionLanguage !== 'ar' && questionLanguage !== 'en') return null;
    const requests = this.options.studyRequests;
    const spell =
      requests && request.botLanguages.includes('eng')
        ? async (word: string) =>
            (await requests.englishSpellings(request.botId, word))[0]?.english ?? null
        : undefined;
    const spellName = requests
      ? (phrase: string) => requests.nameInFiles(request.botId, phrase)
      : undefined;
    const translator = createVocabularyTranslator(
      heldByBot(this.search, request.botId, request.botLanguages),
      spell,
      { partial: true, spellName },
    );
    return translator.translateWithTerms(query, questionLanguage === 'ar' ? 'en' : 'ar', matches);
  }

  /**
   * The translated question through the same retrieval, extractive answer and decline gate as
   * any question, kept only when the answer holds every translated word.
   */
  private async askTranslated(
    translation: VocabularyTranslation,
    questionLanguage: QuestionLanguage,
    request: TutorRequest,
    signal?: AbortSignal,
  ): Promise<TutorReply | null> {
    // Asked in the words of the passage holding most of them, one form per word, as a question
    // in the notes' own language would be (inPassageForms): the gate's bar is the same, not higher.
    const hits = await this.search.search(request.botId, translation.query, {
      limit: RETRIEVAL_LIMIT,
      languages: request.botLanguages,
    });
    const query = inPassageForms(translation, hits);
    const reply = await this.answerOnce(query, questionLanguage, request, signal);
    if (reply.sources.length === 0 || !answerHoldsTerms(quotedPages(reply), translation.forms))
      return null;
    return this.withLeadIn(reply, questionLanguage, request);
  }

  /**
   * An Arabic question naming an English term in Arabic letters ("ما وظيفة الكلوروفيل؟") that
   * found nothing as asked: asked again with the English words of the notes it spells
   * (glossary/transliteration.ts), kept only when the answer names one of them.
   */
  private async askSpelledInEnglish(
    query: string,
    questionLanguage: QuestionLanguage,
    request: TutorRequest,
    signal?: AbortSignal,
  ): Promise<TutorReply | null> {
    const requests = this.options.studyRequests;
    if (!requests || !request.botLanguages.includes('eng') || !/\p{Script=Arabic}/u.test(query))
      return null;
    const spellings = await requests.englishSpellings(request.botId, query);
    if (spellings.length === 0) return null;
    // Only when the spelled term is all the question says ("ما هو الكلوروفيل؟", "الكيوبت"): any
    // other word it asks ("ما لون الكلوروفيل") must be carried across with it, by the school
    // vocabulary (translateQuestion), so the gate judges it; searched for the term alone, any
    // passage naming chlorophyll would answer. "كيف أرسم دالة جيبية في ماتلاب؟" is not about MATLAB.
    const spelledWords = new Set(spellings.map((s) => s.arabic));
    const left = analyze(
      (query.match(/\p{Script=Arabic}+/gu) ?? []).filter((w) => !spelledWords.has(w)).join(' '),
      ['ara'],
    ).filter((t) => !isGeneralWord(t) && !isQuestionForm(t.surface));
    if (left.length > 0) return null;
    const spelled = spellings.map((s) => s.english);
    const latin = query.match(/[\p{Script=Latin}\p{N}][\p{Script=Latin}\p{N}'’-]*/gu) ?? [];
    const reply = await this.answerOnce(
      [...spelled, ...latin].join(' '),
      questionLanguage,
      request,
      signal,
    );
    const text = reply.text.toLowerCase();
    if (reply.sources.length === 0 || !spelled.some((w) => text.includes(w.toLowerCase())))
      return null;
    return this.withLeadIn(reply, questionLanguage, request);
  }

  /**
   * A generative provider on a bilingual bot gets the passages found for the question as asked
   * and for its translation (by the model, and by the glossary), interleaved, plus the glossary
   * terms it names; it answers in the student's language and cites as always.
   */
  private async answerWithModel(
    query: string,
    questionLanguage: QuestionLanguage,
    request: TutorRequest,
    glossary: CompiledGlossary | null,
    signal?: AbortSignal,
  ): Promise<TutorReply> {
    const options = { limit: RETRIEVAL_LIMIT, languages: request.botLanguages };
    const matches = glossary?.match(query) ?? [];
    const translator = isBilingual(request.botLanguages) ? this.options.translator : undefined;
    const [asked, translation] = await Promise.all([
      this.search.search(request.botId, query, options),
      translator?.translate(query, questionLanguage === 'ar' ? 'en' : 'ar', matches, signal) ??
        null,
    ]);
    const other = [translation, matches.length > 0 ? translatedQuery(query, matches) : '']
      .filter(Boolean)
      .join('\n');
    const passages = other
      ? interleaveHits(
          asked,
          await this.search.search(request.botId, other, options),
          RETRIEVAL_LIMIT,
        )
      : asked;
    const answer = await this.provider.answer(
      {
        ...this.question(query, questionLanguage, request),
        passages,
        // For the extractive fallback: how rare each word of the question is in this bot.
        termStats: await this.search.termStats?.(request.botId, query, request.botLanguages),
        glossary: matches.map((m) => ({ term: m.term, translation: m.translation })),
      },
      signal,
      request.onDelta,
    );
    return {
      text: answer.text,
      sources: toSources(passages, answer.citedPassages, answer.text),
      provider: this.provider.name,
    };
  }

  private withLeadIn(
    reply: TutorReply,
    questionLanguage: QuestionLanguage,
    request: TutorRequest,
    match?: GlossaryMatch,
  ): TutorReply {
    if (reply.sources.length === 0) return reply;
    const leadIn = crossLanguageLeadIn(
      questionLanguage,
      reply.sources,
      request.botLanguages,
      match,
    );
    return leadIn ? { ...reply, text: `${leadIn}\n\n${reply.text}` } : reply;
  }

  private question(
    query: string,
    questionLanguage: QuestionLanguage,
    request: TutorRequest,
  ): Omit<TutorQuestion, 'passages'> {
    return {
      query,
      questionLanguage,
      botName: request.botName,
      botLanguages: request.botLanguages,
      image: request.image,
      files: request.files,
      tone: request.tone,
    };
  }

  /** The question in the files' own spelling of its words (colloquial/standardize-question.ts). */
  private async standardized(asked: string, request: TutorRequest): Promise<string> {
    const termStats = this.search.termStats?.bind(this.search);
    if (!termStats) return asked;
    return standardizeQuestion(asked, request.botLanguages, (text) =>
      termStats(request.botId, text, request.botLanguages),
    );
  }

  /**
   * "what is label F?", "الجزء C بالرسمة شو اسمه": the label's line of the bot's diagram
   * (answer/diagram-labels.ts); null when the question names no label or no diagram holds it.
   * The diagrams are searched for by their own opening words, since the letter alone is no word
   * the index keeps.
   */
  private async answerFromDiagram(
    query: string,
    questionLanguage: QuestionLanguage,
    request: TutorRequest,
  ): Promise<TutorReply | null> {
    if (this.provider.name !== EXTRACTIVE || askedLabel(query) === null) return null;
    const passages = await this.search.search(request.botId, `${query} ${DIAGRAM_SEARCH_WORDS}`, {
      limit: DIAGRAM_SEARCH_LIMIT,
      languages: request.botLanguages,
    });
    // "شو الجزء B في رسمة القلب" of a diagram keyed in English ("Heart"): on a bilingual bot the
    // question's subject words count in the other language too (glossary/school-vocabulary/).
    const answer =
      answerLabelQuestion(query, passages, questionLanguage, request.botLanguages) ??
      (isBilingual(request.botLanguages) && (questionLanguage === 'ar' || questionLanguage === 'en')
        ? answerLabelQuestion(
            `${query}\n${otherLanguageWords(query, questionLanguage)}`,
            passages,
            questionLanguage,
            request.botLanguages,
          )
        : null);
    if (!answer) return null;
    return {
      text: answer.text,
      sources: toSources(passages, [answer.cited], answer.text),
      provider: this.provider.name,
    };
  }

  /** Retrieve -> answer for one query, off-thread when the provider is the extractive one. */
  private async answerOnce(
    asked: string,
    questionLanguage: QuestionLanguage,
    request: TutorRequest,
    signal?: AbortSignal,
  ): Promise<TutorReply> {
    // Spoken or loosely spelled words are written as the files write them
    // (colloquial/standardize-question.ts); "what does NIC stand for?" is searched and answered
    // as "what is NIC?" (expansion-question.ts).
    const query = expansionAsDefinition(await this.standardized(asked, request));
    // The label is read from the words as typed too: standardizing may respell "الجزء".
    const both = query === asked ? query : `${asked}\n${query}`;
    const label = await this.answerFromDiagram(both, questionLanguage, request);
    if (label) return label;
    if (this.offload && this.provider.name === EXTRACTIVE) {
      const reply = await this.offload.retrieveAndAnswer({
        botId: request.botId,
        query,
        limit: RETRIEVAL_LIMIT,
        languages: request.botLanguages,
        questionLanguage,
        botName: request.botName,
        files: request.files,
      });
      if (reply) return { ...reply, provider: this.provider.name };
    }
    const passages = await this.search.search(request.botId, query, {
      limit: RETRIEVAL_LIMIT,
      languages: request.botLanguages,
    });
    const termStats = await this.search.termStats?.(request.botId, query, request.botLanguages);
    const answer = await this.provider.answer(
      { ...this.question(query, questionLanguage, request), passages, termStats },
      signal,
    );
    return {
      text: answer.text,
      sources: toSources(passages, answer.citedPassages, answer.text),
      provider: this.provider.name,
    };
  }
}

/**
 * "where ...", "أين / وين / فين", "in which city", "في أي بلد": the question asks a place. The
 * which-forms matter once a word no entry knows may be left out of a translation (067): "in which
 * city was the philosopher buried" must not become "which city philosopher" beside where he was born.
 */
const ASKS_PLACE =
  /^\s*where\b|(?:^|\s)(?:أين|اين|وين|فين)(?:\s|$|[؟?])|\bwhich\s+(?:city|town|village|country|place|region|continent|sea|ocean|river)\b|(?:^|\s)(?:أي|اي|أية|اية)\s+(?:مدينة|مدينه|بلد|دولة|دوله|مكان|منطقة|منطقه|قرية|قريه|قارة|قاره|بحر|محيط|نهر)(?:\s|$|[؟?])/iu;

/**
 * The translation asks the same kind of value as the question, with every word carried across
 * (none left as typed or left out: "when did Fleming die" is not "when Fleming").
 */
function asksSameSlot(question: string, translation: VocabularyTranslation): boolean {
  const slot = (q: string) => askedAnswerType(q) ?? (ASKS_PLACE.test(q) ? 'place' : null);
  const asked = slot(question);
  if (asked === null) return slot(translation.query) === null;
  return (
    slot(translation.query) === asked &&
    translation.unknown.length === 0 &&
    translation.dropped.length === 0
  );
}

/** The school vocabulary's words in the other language for the question's words ("القلب" -> "heart"). */
function otherLanguageWords(question: string, language: 'ar' | 'en'): string {
  const other = language === 'ar' ? 'en' : 'ar';
  return schoolVocabulary()
    .match(questionWords(question), language)
    .flatMap((m) => m.entries.filter((e) => !e.frame).flatMap((e) => e[other]))
    .join(' ');
}
