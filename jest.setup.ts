import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; React Router's data APIs need them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

/**
 * jest-fixed-jsdom swaps jsdom's FormData for Node's, which rejects a form element. React 19
 * builds `new FormData(form, submitter)` when a submit starts a transition (any React Router
 * navigation does), so a submitted form would throw in tests though it works in browsers.
 * Keep Node's FormData but let it be built from a form by reading its fields.
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
