"""Reads the references of an index store (the one `swift build --enable-index-store` writes) through the toolchain's
libIndexStore C API, with ctypes and the `*_apply_f` (function pointer) variants of its iteration functions.

Only what apple_check.py needs: for every record of a source file under a root folder, the occurrences that are not
declarations or definitions, as (path, line, utf8 column, roles, usr, name).
"""

import ctypes
import os

# indexstore_symbol_role_t
ROLE_DECLARATION = 1 << 0
ROLE_DEFINITION = 1 << 1
ROLE_REFERENCE = 1 << 2
ROLE_IMPLICIT = 1 << 8
# indexstore_unit_dependency_kind_t
DEPENDENCY_RECORD = 2


class IndexStoreError(Exception):
    pass


class _StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("length", ctypes.c_size_t)]


def _text(ref):
    if not ref.data or ref.length == 0:
        return ""
    return ctypes.string_at(ref.data, ref.length).decode("utf-8", "replace")


_VP = ctypes.c_void_p
_UNIT_APPLIER = ctypes.CFUNCTYPE(ctypes.c_bool, _VP, _StringRef)
_DEPENDENCY_APPLIER = ctypes.CFUNCTYPE(ctypes.c_bool, _VP, _VP)
_OCCURRENCE_APPLIER = ctypes.CFUNCTYPE(ctypes.c_bool, _VP, _VP)


def _load(library_path):
    try:
        lib = ctypes.CDLL(library_path)
    except OSError as error:
        raise IndexStoreError(f"cannot load {library_path}: {error}")
    signatures = {
        "indexstore_error_get_description": (ctypes.c_char_p, [_VP]),
        "indexstore_error_dispose": (None, [_VP]),
        "indexstore_store_create": (_VP, [ctypes.c_char_p, ctypes.POINTER(_VP)]),
        "indexstore_store_dispose": (None, [_VP]),
        "indexstore_store_units_apply_f": (ctypes.c_bool, [_VP, ctypes.c_uint, _VP, _UNIT_APPLIER]),
        "indexstore_unit_reader_create": (_VP, [_VP, ctypes.c_char_p, ctypes.POINTER(_VP)]),
        "indexstore_unit_reader_dispose": (None, [_VP]),
        "indexstore_unit_reader_get_module_name": (_StringRef, [_VP]),
        "indexstore_unit_reader_dependencies_apply_f": (ctypes.c_bool, [_VP, _VP, _DEPENDENCY_APPLIER]),
        "indexstore_unit_dependency_get_kind": (ctypes.c_int, [_VP]),
        "indexstore_unit_dependency_get_name": (_StringRef, [_VP]),
        "indexstore_unit_dependency_get_filepath": (_StringRef, [_VP]),
        "indexstore_record_reader_create": (_VP, [_VP, ctypes.c_char_p, ctypes.POINTER(_VP)]),
        "indexstore_record_reader_dispose": (None, [_VP]),
        "indexstore_record_reader_occurrences_apply_f": (ctypes.c_bool, [_VP, _VP, _OCCURRENCE_APPLIER]),
        "indexstore_occurrence_get_symbol": (_VP, [_VP]),
        "indexstore_occurrence_get_roles": (ctypes.c_uint64, [_VP]),
        "indexstore_occurrence_get_line_col": (None, [_VP, ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint)]),
        "indexstore_symbol_get_usr": (_StringRef, [_VP]),
        "indexstore_symbol_get_name": (_StringRef, [_VP]),
    }
    for name, (restype, argtypes) in signatures.items():
        try:
            function = getattr(lib, name)
        except AttributeError:
            raise IndexStoreError(f"{library_path} has no {name}")
        function.restype = restype
        function.argtypes = argtypes
    return lib


def _raise(lib, error, what):
    description = "unknown error"
    if error.value:
        raw = lib.indexstore_error_get_description(error)
        description = raw.decode("utf-8", "replace") if raw else description
        lib.indexstore_error_dispose(error)
    raise IndexStoreError(f"{what}: {description}")


def references(library_path, store_path, root):
    """The non-declaration occurrences in the records of source files under `root` (absolute, real path).
    Returns {path: [(line, column, roles, usr, name, module)]}; the column counts UTF-8 bytes from 1."""
    lib = _load(library_path)
    if not os.path.isdir(store_path):
        raise IndexStoreError(f"no index store at {store_path}")
    error = _VP()
    store = lib.indexstore_store_create(store_path.encode(), ctypes.byref(error))
    if not store:
        _raise(lib, error, f"cannot open the index store {store_path}")
    root = os.path.join(os.path.realpath(root), "")
    try:
        unit_names = []

        def on_unit(_context, name):
            unit_names.append(_text(name))
            return True

        lib.indexstore_store_units_apply_f(store, 0, None, _UNIT_APPLIER(on_unit))
        records = {}  # record name -> (source path, module)
        for unit_name in unit_names:
            error = _VP()
            unit = lib.indexstore_unit_reader_create(store, unit_name.encode(), ctypes.byref(error))
            if not unit:
                _raise(lib, error, f"cannot read the index unit {unit_name}")
            module = _text(lib.indexstore_unit_reader_get_module_name(unit))

            def on_dependency(_context, dependency):
                if lib.indexstore_unit_dependency_get_kind(dependency) == DEPENDENCY_RECORD:
                    path = _text(lib.indexstore_unit_dependency_get_filepath(dependency))
                    if os.path.realpath(path).startswith(root):
                        records[_text(lib.indexstore_unit_dependency_get_name(dependency))] = (os.path.realpath(path), module)
                return True

            lib.indexstore_unit_reader_dependencies_apply_f(unit, None, _DEPENDENCY_APPLIER(on_dependency))
            lib.indexstore_unit_reader_dispose(unit)

        found = {}
        for record_name, (path, module) in sorted(records.items()):
            error = _VP()
            record = lib.indexstore_record_reader_create(store, record_name.encode(), ctypes.byref(error))
            if not record:
                _raise(lib, error, f"cannot read the index record {record_name}")
            occurrences = found.setdefault(path, set())

            def on_occurrence(_context, occurrence):
                roles = lib.indexstore_occurrence_get_roles(occurrence)
                if roles & (ROLE_DECLARATION | ROLE_DEFINITION):
                    return True
                symbol = lib.indexstore_occurrence_get_symbol(occurrence)
                line, column = ctypes.c_uint(), ctypes.c_uint()
                lib.indexstore_occurrence_get_line_col(occurrence, ctypes.byref(line), ctypes.byref(column))
                occurrences.add(
                    (line.value, column.value, roles, _text(lib.indexstore_symbol_get_usr(symbol)),
                     _text(lib.indexstore_symbol_get_name(symbol)), module))
                return True

            lib.indexstore_record_reader_occurrences_apply_f(record, None, _OCCURRENCE_APPLIER(on_occurrence))
            lib.indexstore_record_reader_dispose(record)
        return {path: sorted(occurrences) for path, occurrences in found.items()}
    finally:
        lib.indexstore_store_dispose(store)
