import { schoolVocabulary, questionWords } from './src/tutor/glossary/school-vocabulary/school-vocabulary.js';
const v = schoolVocabulary();
for (const q of process.argv.slice(2)) { const side = /\p{Script=Arabic}/u.test(q)?'ar':'en'; console.log(q, JSON.stringify(v.match(questionWords(q),side).map(m=>[m.start,m.length,m.entries.map(e=>(side==='en'?e.ar:e.en).join('/'))]))); }
