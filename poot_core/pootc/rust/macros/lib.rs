//! `#[kernel]`: marks a function for import by pootc.
//!
//! The attribute renames `fn NAME` to `pub fn __poot_kernel_NAME` and keeps the body, so
//! pootc finds the function in rustc's MIR by its reserved name and a host build (the
//! differential tests' `poot_kernel_intrinsics` host crate) can still call the body natively.
//! It also puts `#[cfg(poot_const_dump)] crate::__poot_consts_NAME!();` first in the body: off
//! in every normal build (the body and rustc's prints are unchanged), on only in the compile
//! where pootc has rustc evaluate the constants the kernel names (the generated macro expands
//! to one `#[no_mangle] static` per constant, so a kernel-local `const` is named in its scope).
//! Only `proc_macro` token manipulation: there is no crate registry on these machines.
extern crate proc_macro;

use proc_macro::{Delimiter, Group, Ident, TokenStream, TokenTree};

const QUALIFIERS: [&str; 5] = ["const", "async", "unsafe", "extern", "default"];

#[proc_macro_attribute]
pub fn kernel(attr: TokenStream, item: TokenStream) -> TokenStream {
    if !attr.is_empty() {
        return error("#[kernel] takes no arguments");
    }
    let mut out: Vec<TokenTree> = Vec::new();
    let mut seen_pub = false;
    let mut seen_fn = false;
    let mut renamed = false;
    let mut name = String::new();
    for tt in item {
        if !renamed {
            if let TokenTree::Ident(ref id) = tt {
                let s = id.to_string();
                if seen_fn {
                    name = s.trim_start_matches("r#").to_string();
                    let full = format!("__poot_kernel_{}", name);
                    out.push(TokenTree::Ident(Ident::new(&full, id.span())));
                    renamed = true;
                    continue;
                }
                if s == "pub" {
                    seen_pub = true;
                } else if QUALIFIERS.contains(&s.as_str()) || s == "fn" {
                    if !seen_pub {
                        // `#[kernel] fn f` and `#[kernel] unsafe fn f` become `pub ...`
                        out.push(TokenTree::Ident(Ident::new("pub", id.span())));
                        seen_pub = true;
                    }
                    seen_fn = s == "fn";
                }
            }
        }
        out.push(tt);
    }
    if !renamed {
        return error("#[kernel] applies to a function: `#[kernel] pub fn NAME(a: &[f32], out: &mut [f32]) { ... }`");
    }
    if let Some(TokenTree::Group(g)) = out.last() {
        if g.delimiter() == Delimiter::Brace {
            let body = with_const_dump(g, &name);
            *out.last_mut().unwrap() = TokenTree::Group(body);
        }
    }
    out.into_iter().collect()
}

/// The body with `#[cfg(poot_const_dump)] crate::__poot_consts_NAME!();` after its inner attributes.
fn with_const_dump(body: &Group, name: &str) -> Group {
    let toks: Vec<TokenTree> = body.stream().into_iter().collect();
    let mut n = 0; // tokens of leading inner attributes: `#` `!` `[...]`
    while n + 2 < toks.len() && is_punct(&toks[n], '#') && is_punct(&toks[n + 1], '!') {
        n += 3;
    }
    let dump: TokenStream = format!("#[cfg(poot_const_dump)] crate::__poot_consts_{}!();", name)
        .parse()
        .unwrap();
    let mut inner: Vec<TokenTree> = toks[..n].to_vec();
    inner.extend(dump);
    inner.extend(toks[n..].iter().cloned());
    let mut g = Group::new(Delimiter::Brace, inner.into_iter().collect());
    g.set_span(body.span());
    g
}

fn is_punct(t: &TokenTree, c: char) -> bool {
    matches!(t, TokenTree::Punct(p) if p.as_char() == c)
}

fn error(msg: &str) -> TokenStream {
    format!("compile_error!({:?});", msg).parse().unwrap()
}
