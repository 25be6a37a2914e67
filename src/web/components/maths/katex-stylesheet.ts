// KaTeX's stylesheet (and through it its fonts), fetched with the first formula.
import "katex/dist/katex.min.css";
