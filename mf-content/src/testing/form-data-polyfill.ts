/**
 * jest-fixed-jsdom swaps jsdom's FormData for Node's, which rejects a form element. React 19
 * builds `new FormData(form, submitter)` when a submit handler starts a transition (any React
 * Router navigation does), so a submitted form would throw in tests though it works in
 * browsers. This keeps Node's FormData but lets it be built from a form (reading its fields).
 * Import it first in tests that submit forms. It belongs in the shared jest.setup.ts.
 */
const NodeFormData = globalThis.FormData;

class FormDataAcceptingForms extends NodeFormData {
  constructor(form?: HTMLFormElement, _submitter?: HTMLElement | null) {
    super();
    if (!form) return;
    for (const element of Array.from(form.elements) as HTMLInputElement[]) {
      if (!element.name || element.disabled) continue;
      if ((element.type === 'radio' || element.type === 'checkbox') && !element.checked) continue;
      this.append(element.name, element.value);
    }
  }
}

globalThis.FormData = FormDataAcceptingForms as typeof FormData;

export {};
