/** The people picker's English texts (people-picker: the form's 'Specific people' visibility), registered when it loads (registerIdeasPartTexts in ./index.ts): New Idea's first paint does not need them. */
export const peoplePickerEn = {
  form: {
    people: 'People who may see the idea',
    addPerson: 'Add person',
    removePerson: 'Remove {{name}}',
    noPeople: 'Nobody chosen yet.',
  },
};
