import { plural, type Widen } from '@/lib/locale-types';
import type zhCN from './expansion.zh-CN';

const expansion: Widen<typeof zhCN> = {
  title: 'Synonyms',
  hint: 'Write one group of words that mean the same per line, separated by spaces, commas or 、. When a question contains one of them, the search also looks for the others of its group (ranked below the word itself). 2 to 20 words per group, at most 20 characters per word, at most 500 groups.',
  label: 'Synonym list',
  placeholder: 'For example:\nrefund reimbursement\noverseas abroad',
  count: plural('{{count}} group', '{{count}} groups'),
  save: 'Save synonyms',
  saved: 'Synonyms saved',
  readOnly: 'Only owners and admins of the team can change the synonyms.',
  loadFailed: 'Could not read the synonym list',
  line: 'Line {{line}}: {{message}}',
  rewrite: 'Rewrite questions with a model',
  rewriteHint:
    'When the team has a chat model, it first writes 1 to 3 other phrasings of the question, searched too, completing "it" or "that" from the recent conversation. It waits about 2 seconds at most, then searches the question alone; it uses model tokens.',
  builtin: 'Use the built-in synonyms',
  builtinHint:
    "Besides this knowledge base's synonym list, questions are searched with Miaoyu's own list of common Chinese phrasings (退钱 also finds 退款, 饭补 also finds 餐补). Where both lists have a word, the team's words come first.",
  used: 'This search also used',
  synonymOf: '{{word}} → {{synonyms}}',
  alternatives: "The model's phrasings",
  noAlternatives: 'The model gave no other phrasing',
  rewriteStatus: {
    used: 'Question rewritten by the model',
    off: 'Question rewriting is off',
    noModel: 'The team has no chat model: the question was not rewritten',
    timeout: 'The model did not answer in time: only the question was searched',
    failed: 'The model failed to rewrite: only the question was searched',
  },
};

export default expansion;
