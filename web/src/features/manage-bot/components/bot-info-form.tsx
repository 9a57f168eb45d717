import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField, inputClass, inputStateClass } from '@/components/ui/field';

/** Bot Info tab: a stub with sample values that makes no call (spec §2). */
export function BotInfoForm({ initialName = 'Physics Bot' }: { initialName?: string }) {
  const [name, setName] = useState(initialName);
  const [grade, setGrade] = useState('');
  useEffect(() => setName(initialName), [initialName]);
  return (
    <form
      className="max-w-xl space-y-5"
      onSubmit={(e) => {
        // No bot update call exists in the contract (spec §7).
        e.preventDefault();
      }}
    >
      <TextField label="Bot name" value={name} onChange={(e) => setName(e.target.value)} />
      <div>
        <label htmlFor="botinfo-grade" className="mb-1.5 block text-sm font-medium text-slate-700">
          Grade
        </label>
        <select
          id="botinfo-grade"
          value={grade}
          onChange={(e) => setGrade(e.target.value)}
          className={`${inputClass} ${inputStateClass(false)}`}
        >
          <option value="">Select grade</option>
          <option value="grade-1">Grade 1</option>
          <option value="grade-2">Grade 2</option>
          <option value="grade-3">Grade 3</option>
        </select>
      </div>
      <div className="flex gap-3">
        <Button type="submit">Save Changes</Button>
        <Button
          variant="outline"
          onClick={() => {
            setName(initialName);
            setGrade('');
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
