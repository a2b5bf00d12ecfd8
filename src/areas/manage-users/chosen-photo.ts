import { useState, type ChangeEvent } from 'react';
import { validateImage, type ValidationError } from '../../domain/validators';

export interface ChosenImage {
  data: string;
  fileName: string;
}

/**
 * The photo file chosen in the edit form: checked (extension, size) before it is read as a data URL.
 * `choose`'s `setField` gets the file's name once read, '' when the choice is cleared or refused.
 */
export function useChosenPhoto() {
  const [photo, setPhoto] = useState<ChosenImage | null>(null);
  const [error, setError] = useState<ValidationError | null>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>, setField: (fileName: string) => void) => {
    const file = event.target.files?.[0];
    setPhoto(null);
    setError(null);
    setField('');
    if (!file) return;
    const problem = validateImage({ name: file.name, size: file.size });
    if (problem) {
      setError(problem);
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') {
        setPhoto({ data: reader.result, fileName: file.name });
        setField(file.name);
      }
    };
    reader.readAsDataURL(file);
  };
  return { photo, error, choose };
}
