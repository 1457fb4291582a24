import { plural, type Widen } from '@/lib/locale-types';
import editor from './editor.en-US';
import type zhCN from './zh-CN';

const enUS: Widen<typeof zhCN> = {
  list: {
    intro:
      "Draw your team's sales or service process as a scene: greet, find what the customer wants, look it up in the knowledge base, collect a name and phone number, quote, hand over to a person when it matters. Helpers follow the published version.",
    create: 'New scene',
    search: 'Search scenes by name',
    empty: 'No business scenes yet',
    emptyText:
      'Start from a template (service triage, lead capture, sales quote) or from a blank canvas.',
    noMatch: 'No scene matches',
    noMatchText: 'Try another word.',
    loadFailed: 'The scenes could not be loaded',
    owner: 'Owner: {{name}}',
    published: 'Published v{{version}}',
    unpublished: 'Not published',
    changed: 'Unpublished changes',
    helpers: 'Used by:',
    noHelpers: 'No helper uses it yet',
    nodes: plural('{{count}} node', '{{count}} nodes'),
    updated: 'Updated {{time}}',
    open: 'Edit',
    delete: 'Delete',
    deleteTitle: 'Delete the scene "{{name}}"?',
    deleteText: 'All its versions and runs are deleted with it, for good.',
    deleted: 'Scene deleted',
    phoneHint:
      'On a phone you can look at scenes and test them; editing the canvas needs a larger screen.',
  },
  secrets: {
    open: 'Secrets',
    title: "The team's secrets",
    intro:
      'HTTP nodes use a secret as {{usage}} (NAME being its name). A value is stored encrypted and never shown again.',
    name: 'Name',
    namePlaceholder: 'e.g. CRM_KEY',
    value: 'Value',
    valuePlaceholder: "The secret's value",
    add: 'Add',
    added: 'Secret "{{name}}" saved',
    exists: 'A secret has this name; use "Replace" to change its value',
    listTitle: 'Saved secrets',
    empty: 'No secrets yet',
    loadFailed: 'The secrets could not be loaded',
    times: 'Created {{created}} · updated {{updated}}',
    replace: 'Replace',
    newValue: 'New value of "{{name}}"',
    save: 'Save',
    cancel: 'Cancel',
    replaced: 'The value of "{{name}}" was replaced',
    delete: 'Delete',
    deleteConfirm: 'Delete the secret "{{name}}"? HTTP nodes that use it will fail.',
    deleted: 'Secret deleted',
  },
  create: {
    title: 'New scene',
    name: 'Name',
    namePlaceholder: 'e.g. Website service triage',
    description: 'Description',
    template: 'Start from',
    templates: {
      blank: { title: 'Blank', text: 'A start node and a model that replies.' },
      triage: {
        title: 'Service triage',
        text: 'Find the intent → answer from the knowledge base; complaints go to a person.',
      },
      lead: {
        title: 'Lead capture',
        text: 'Extract the name and phone number, ask the visitor to confirm, keep them.',
      },
      quote: {
        title: 'Sales quote',
        text: 'Extract the product and quantity, call the price API, quote.',
      },
    },
    submit: 'Create',
    cancel: 'Cancel',
  },
  editor,
};

export default enUS;
