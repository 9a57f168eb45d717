// Words too plain to be a quiz answer even when they are rare in one set of passages.
export const EN_STOPWORDS_FOR_QUIZ = new Set(
  (
    'also than then there these those this that with from into onto over under which while where ' +
    'when what about after before because being between both could does doing each every have ' +
    'having here just like many more most much must only other same should some such their ' +
    'them they very were will would your example following used using uses called make makes ' +
    'made will shall first second third another always never often require requires required ' +
    'need needs needed possible show shows shown find finds give gives given want means mean ' +
    'take takes become becomes whether rather still already enough instead quite ' +
    // Linking words: "To show that ... , _____, we only need one line" tests reading, not the lesson.
    'however therefore although though unless since whereas moreover furthermore otherwise ' +
    'hence thus meanwhile nevertheless indeed ' +
    // Prepositions and reflexives: "connected _____ the same two points", "the cell _____".
    'across along around through throughout towards toward within without against among ' +
    'beneath beside besides beyond during upon inside outside behind below above near ' +
    'itself themselves himself herself yourself ourselves ' +
    // "controlled by _____ factor is in the shortest supply": pronouns, no term.
    'whichever whatever whoever wherever whenever'
  ).split(' '),
);
