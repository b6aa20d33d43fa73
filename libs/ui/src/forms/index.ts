/** `@idea-portal/ui/forms`: the form idiom (contract checks) and the number format of inputs, bundled into each form's chunk (not the shared `@idea-portal/ui`). */
export * from './contract-form';
export * from './number-format';
