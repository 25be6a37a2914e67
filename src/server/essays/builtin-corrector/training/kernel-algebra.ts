/**
 * Dense linear algebra of the kernel ridge fit (fit-lexical.ts): Cholesky factor and solve,
 * the inverse factor with the diagonal of A⁻¹ (closed-form leave-one-out), and leave-group-out
 * residuals (closed-form leave-prompt-out).
 */

/** In-place Cholesky factor (lower triangle) of a symmetric positive definite n×n matrix. */
export function cholesky(A: Float64Array, n: number): Float64Array {
  const L = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let s = A[i * n + j] ?? 0;
      const ri = i * n;
      const rj = j * n;
      for (let k = 0; k < j; k++) s -= (L[ri + k] ?? 0) * (L[rj + k] ?? 0);
      L[ri + j] = i === j ? Math.sqrt(Math.max(s, 1e-12)) : s / (L[rj + j] ?? 1);
    }
  }
  return L;
}

export function cholSolve(L: Float64Array, n: number, b: ArrayLike<number>): Float64Array {
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let s = b[i] ?? 0;
    for (let k = 0; k < i; k++) s -= (L[i * n + k] ?? 0) * (y[k] ?? 0);
    y[i] = s / (L[i * n + i] ?? 1);
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let s = y[i] ?? 0;
    for (let k = i + 1; k < n; k++) s -= (L[k * n + i] ?? 0) * (x[k] ?? 0);
    x[i] = s / (L[i * n + i] ?? 1);
  }
  return x;
}

/**
 * L⁻¹ of a Cholesky factor, stored by columns (entry (r, i), r ≥ i, at i·n + r), and the
 * diagonal of A⁻¹ = L⁻ᵀL⁻¹: (A⁻¹)_ii = Σ_r (L⁻¹)_ri².
 */
export function lowerInverse(L: Float64Array, n: number): { inv: Float64Array; diag: Float64Array } {
  const inv = new Float64Array(n * n);
  const diag = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const base = i * n;
    inv[base + i] = 1 / (L[i * n + i] ?? 1);
    let acc = (inv[base + i] ?? 0) ** 2;
    for (let r = i + 1; r < n; r++) {
      let s = 0;
      const rr = r * n;
      for (let k = i; k < r; k++) s -= (L[rr + k] ?? 0) * (inv[base + k] ?? 0);
      const v = s / (L[rr + r] ?? 1);
      inv[base + r] = v;
      acc += v * v;
    }
    diag[i] = acc;
  }
  return { inv, diag };
}

/**
 * Leave-group-out residuals of kernel ridge in closed form: for the essays G of one group,
 * e_G = ((A⁻¹)_GG)⁻¹ α_G, with A = K + λI (the intercept refit is neglected).
 */
export function leaveGroupOut(
  inv: Float64Array,
  n: number,
  alpha: Float64Array,
  groups: string[],
  out: (i: number, residual: number) => void,
): void {
  const members = new Map<string, number[]>();
  groups.forEach((g, i) => {
    members.set(g, [...(members.get(g) ?? []), i]);
  });
  for (const idx of members.values()) {
    const m = idx.length;
    const M = new Float64Array(m * m);
    for (let a = 0; a < m; a++)
      for (let b = 0; b <= a; b++) {
        const i = idx[a] ?? 0;
        const j = idx[b] ?? 0;
        let s = 0;
        for (let r = Math.max(i, j); r < n; r++) s += (inv[i * n + r] ?? 0) * (inv[j * n + r] ?? 0);
        M[a * m + b] = s;
        M[b * m + a] = s;
      }
    const e = cholSolve(
      cholesky(M, m),
      m,
      idx.map((i) => alpha[i] ?? 0),
    );
    idx.forEach((i, a) => {
      out(i, e[a] ?? 0);
    });
  }
}
